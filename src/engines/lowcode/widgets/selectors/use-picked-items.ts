// The picked items of a stored value with their names: names just picked are remembered, the rest (a record opened
// for editing carries ids only) are resolved once through the kind and kept.
import { useEffect, useRef, useState } from 'react'
import type { PickedItem } from '../../pickers/types'
import { errorText } from '@/lib/error-text'

export type Resolver = (keys: string[]) => Promise<PickedItem[]>

const fallbackName = (key: string) => key.split(',').pop()!.split('--')[0]

export function usePickedItems(keys: string[], resolve: Resolver) {
  const [known, setKnown] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const resolver = useRef(resolve)
  resolver.current = resolve
  const signature = keys.join('|')

  useEffect(() => {
    const missing = keys.filter((k) => !(k in known))
    if (!missing.length) return
    let live = true
    resolver.current(missing).then(
      (items) => {
        if (!live) return
        setFailure('')
        const found = new Map(items.map((i) => [i.key, i.name]))
        setKnown((k) => ({ ...k, ...Object.fromEntries(missing.map((key) => [key, found.get(key) || fallbackName(key)])) }))
      },
      (err: unknown) => {
        // names could not be loaded (offline): show the ids rather than nothing, the value itself is intact, and
        // say why, so an id is not taken for a name
        if (!live) return
        setKnown((k) => ({ ...k, ...Object.fromEntries(missing.map((key) => [key, fallbackName(key)])) }))
        setFailure(`${errorText(err, '名称加载失败')}，暂显示编号`)
      }
    )
    return () => {
      live = false
    }
  }, [signature])

  return {
    items: keys.map((key) => ({ key, name: known[key] ?? '' })),
    resolving: keys.some((k) => !(k in known)),
    /** why names are shown as ids ('' when they are not) */
    failure,
    /** names the picker already knows, so the field shows them without asking the server */
    remember: (items: PickedItem[]) => setKnown((k) => ({ ...k, ...Object.fromEntries(items.map((i) => [i.key, i.name])) }))
  }
}

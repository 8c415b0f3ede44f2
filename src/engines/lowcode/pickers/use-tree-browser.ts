// State of the popup tree picker: the roots of the active tab, the drill-down trail, lazily loaded children
// (areas), the keyword search and the draft selection that 确定 hands back.
import { useEffect, useRef, useState } from 'react'
import { errorText } from '@/lib/error-text'
import { searchNodes } from './tree-utils'
import type { PickedItem, PickerNode } from './types'

export type BrowseStatus = 'loading' | 'ready' | 'error'

export interface TreeSource {
  /** the roots (of a tab, when the picker has tabs) */
  load: (tab?: string) => Promise<PickerNode[]>
  /** children of a lazy node; an empty answer makes the node a pickable leaf */
  loadChildren?: (node: PickerNode) => Promise<PickerNode[]>
  /** a server-side search; the default searches the loaded roots by name */
  search?: (keyword: string, tab?: string) => Promise<PickerNode[]>
}

export function useTreeBrowser(open: boolean, source: TreeSource, value: PickedItem[], multiple: boolean, tab?: string) {
  const [roots, setRoots] = useState<PickerNode[]>([])
  const [trail, setTrail] = useState<PickerNode[]>([])
  const [loaded, setLoaded] = useState<Record<string, PickerNode[]>>({})
  const [leaves, setLeaves] = useState<Record<string, true>>({})
  const [status, setStatus] = useState<BrowseStatus>('loading')
  const [error, setError] = useState('')
  const [keyword, setKeyword] = useState('')
  const [results, setResults] = useState<PickerNode[]>([])
  const [draft, setDraft] = useState<PickedItem[]>(value)
  const seq = useRef(0)

  const run = async (work: () => Promise<void>, fallback: string) => {
    const id = ++seq.current
    setStatus('loading')
    try {
      await work()
      if (id === seq.current) setStatus('ready')
    } catch (err) {
      if (id !== seq.current) return
      setError(errorText(err, fallback))
      setStatus('error')
    }
  }

  const loadRoots = () =>
    run(async () => {
      const list = await source.load(tab)
      setRoots(list)
    }, '加载失败')

  // every opening starts from the top with the field's current value as the draft
  useEffect(() => {
    if (open) setDraft(value)
  }, [open])

  // a new tab starts from its top too, keeping what was picked on the other tabs
  useEffect(() => {
    if (!open) return
    setKeyword('')
    setTrail([])
    void loadRoots()
  }, [open, tab])

  const search = (text: string) => {
    const k = text.trim()
    setKeyword(k)
    if (!k) return
    if (!source.search) {
      setResults(searchNodes(roots, k))
      return
    }
    void run(async () => setResults(await source.search!(k, tab)), '搜索失败')
  }

  const isLeaf = (node: PickerNode) => Boolean(leaves[node.key]) || (!node.lazy && !node.children?.length)
  const canPick = (node: PickerNode) => node.selectable || Boolean(leaves[node.key])

  const drill = (node: PickerNode) => {
    if (!node.lazy || loaded[node.key] || !source.loadChildren) {
      setTrail((t) => [...t, node])
      return
    }
    void run(async () => {
      const children = await source.loadChildren!(node)
      if (!children.length) {
        setLeaves((l) => ({ ...l, [node.key]: true }))
        return
      }
      setLoaded((l) => ({ ...l, [node.key]: children }))
      setTrail((t) => [...t, node])
    }, '加载失败')
  }

  const current = trail[trail.length - 1]
  const level: PickerNode[] = keyword ? results : current ? loaded[current.key] ?? current.children ?? [] : roots

  const toggle = (node: PickerNode) => {
    if (!canPick(node)) return
    const item = { key: node.key, name: node.tagName ?? node.name }
    setDraft((d) => {
      if (d.some((x) => x.key === node.key)) return d.filter((x) => x.key !== node.key)
      return multiple ? [...d, item] : [item]
    })
  }

  return {
    status, error, keyword, level, trail, draft, setDraft,
    isLeaf, canPick, drill, toggle, search,
    back: (index: number) => setTrail((t) => t.slice(0, index)),
    retry: () => (keyword && source.search ? search(keyword) : loadRoots())
  }
}

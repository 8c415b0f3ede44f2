import { useEffect, useState } from 'react'
import { getDictionaryOptions } from '@/engines/lowcode'
import type { Chip } from './chips'

/** a dictionary's options as chips (level, category); empty until they came, and when they cannot come */
export function useDictionaryChips(type: string): Chip[] {
  const [options, setOptions] = useState<Chip[]>([])
  useEffect(() => {
    let live = true
    getDictionaryOptions(type).then(
      (rows) => { if (live) setOptions(rows.map((r) => ({ value: String(r.id), label: String(r.fullName) }))) },
      () => undefined
    )
    return () => { live = false }
  }, [type])
  return options
}

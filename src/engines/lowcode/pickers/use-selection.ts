// The rows picked on a selector page, by key. Keys chosen before the page opened count as picked even though
// their rows are not loaded yet; they come back as bare `{[valueKey]: key}` rows, which the widget completes
// with the names it already shows.
import { useState } from 'react'
import type { Row } from './use-paged-rows'

export function useSelection(initial: string[], multiple: boolean, valueKey: string) {
  const [picked, setPicked] = useState<Map<string, Row | undefined>>(() => new Map(initial.map((k) => [k, undefined])))
  return {
    count: picked.size,
    has: (key: string) => picked.has(key),
    toggle: (key: string, row: Row) =>
      setPicked((prev) => {
        if (prev.has(key)) {
          const next = new Map(prev)
          next.delete(key)
          return next
        }
        return multiple ? new Map(prev).set(key, row) : new Map([[key, row]])
      }),
    /** every picked row, in the order picked */
    rows: (): Row[] => [...picked.entries()].map(([key, row]) => row ?? { [valueKey]: key })
  }
}

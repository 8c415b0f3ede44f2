// H5: the click's client position against the element's box on screen.
export interface TapEvent {
  currentTarget: unknown
  clientX?: number
  clientY?: number
  detail?: { x?: number; y?: number }
}

/** `_aspect` (height ÷ width of the photo) is what the mini-program needs; a browser measures the box */
export function tapFraction(e: TapEvent, _aspect = 1): { fx: number; fy: number } | null {
  const el = e.currentTarget as { getBoundingClientRect?: () => { left: number; top: number; width: number; height: number } }
  const box = el?.getBoundingClientRect?.()
  const x = e.clientX ?? e.detail?.x
  const y = e.clientY ?? e.detail?.y
  if (!box || !box.width || !box.height || x === undefined || y === undefined) return null
  return { fx: (x - box.left) / box.width, fy: (y - box.top) / box.height }
}

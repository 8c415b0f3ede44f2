// The arithmetic of a page-by-page PDF viewer: where each page sits in the scrolled column, which pages the viewport
// shows, which pages get a canvas (the visible ones and a page or two around them: a 300-page drawing set never
// holds 300 canvases), the page number the indicator shows, and a canvas resolution that stays inside what a phone's
// browser can draw (iOS refuses canvases above ~16.7 million pixels).

export interface PageSize { width: number; height: number }

export interface Layout {
  /** the top of each page (px, from the column's top) */
  tops: number[]
  heights: number[]
  /** the column's whole height */
  total: number
}

export const PAGE_GAP = 8

/** every page's place at `scale` (CSS px per PDF point); a page whose size is not known yet takes the first page's */
export function layoutPages(sizes: (PageSize | undefined)[], scale: number, gap = PAGE_GAP): Layout {
  const fallback = sizes.find(Boolean) ?? { width: 595, height: 842 }
  const tops: number[] = []
  const heights: number[] = []
  let y = gap
  for (const s of sizes) {
    const h = Math.round((s ?? fallback).height * scale)
    tops.push(y)
    heights.push(h)
    y += h + gap
  }
  return { tops, heights, total: y }
}

/** the index of the last page whose top is at or above y (0 when y is above the first page) */
function pageAt(layout: Layout, y: number): number {
  let lo = 0
  let hi = layout.tops.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (layout.tops[mid] <= y) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** the first and last page (0-based) that the viewport [scrollTop, scrollTop + viewport) touches */
export function visibleRange(layout: Layout, scrollTop: number, viewport: number): [number, number] {
  const n = layout.tops.length
  if (n === 0) return [0, -1]
  let first = pageAt(layout, Math.max(0, scrollTop))
  // in the gap below a page: the next one is the first visible
  if (layout.tops[first] + layout.heights[first] <= scrollTop && first < n - 1) first += 1
  const last = pageAt(layout, scrollTop + Math.max(1, viewport) - 1)
  return [first, Math.max(first, last)]
}

/** the pages that get a canvas: the visible ones and `overscan` on each side */
export function renderWindow(range: [number, number], count: number, overscan = 1): number[] {
  if (count === 0 || range[1] < range[0]) return []
  const from = Math.max(0, range[0] - overscan)
  const to = Math.min(count - 1, range[1] + overscan)
  const out: number[] = []
  for (let i = from; i <= to; i++) out.push(i)
  return out
}

/**
 * the page (1-based) the indicator shows: the first visible page while half of it (or a third of the screen) is
 * still in view, else the next one
 */
export function currentPage(layout: Layout, scrollTop: number, viewport: number): number {
  const n = layout.tops.length
  if (n === 0) return 0
  // scrolled to the bottom: the last page is the one being read, however short the screen
  if (scrollTop + viewport >= layout.total - PAGE_GAP) return n
  const [first] = visibleRange(layout, scrollTop, viewport)
  const shown = layout.tops[first] + layout.heights[first] - Math.max(0, scrollTop)
  return Math.min(n, shown >= Math.min(layout.heights[first] / 2, viewport / 3) ? first + 1 : first + 2)
}

/** the scroll position that brings page (1-based) to the top */
export function scrollTopOf(layout: Layout, page: number): number {
  const i = Math.min(Math.max(1, page), layout.tops.length) - 1
  return i < 0 ? 0 : Math.max(0, layout.tops[i] - PAGE_GAP)
}

export const ZOOMS = [1, 1.5, 2, 3, 4] as const

/** CSS px per PDF point: the page fits the width at zoom 1 */
export function fitScale(pageWidth: number, containerWidth: number, zoom: number): number {
  if (pageWidth <= 0 || containerWidth <= 0) return 1
  return ((containerWidth - 2 * PAGE_GAP) / pageWidth) * zoom
}

export const MAX_CANVAS_PIXELS = 16_000_000

/** device pixels per CSS px for a page canvas: the screen's ratio, lowered so the canvas stays under the limit */
export function canvasRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels = MAX_CANVAS_PIXELS): number {
  const ratio = Math.max(1, Math.min(devicePixelRatio || 1, 3))
  const area = cssWidth * cssHeight * ratio * ratio
  return area <= maxPixels ? ratio : Math.max(0.25, Math.sqrt(maxPixels / (cssWidth * cssHeight)))
}

/** 1.2 MB, 860 KB: a file size as the list shows it */
export function sizeText(bytes: number): string {
  if (!bytes) return ''
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

// The arithmetic of the page-by-page PDF reader: places, the visible pages, the canvases kept, the page number.
import { PAGE_GAP, canvasRatio, currentPage, fitScale, layoutPages, renderWindow, scrollTopOf, sizeText, visibleRange } from '@/features/documents/lib/paging'

const A3 = { width: 1191, height: 842 }

describe('PDF reader paging', () => {
  test('pages are stacked with a gap; a page not measured yet takes the first page\'s size', () => {
    const l = layoutPages([A3, undefined, { width: 1191, height: 1684 }], 0.5)
    expect(l.heights).toEqual([421, 421, 842])
    expect(l.tops).toEqual([PAGE_GAP, PAGE_GAP * 2 + 421, PAGE_GAP * 3 + 842])
    expect(l.total).toBe(PAGE_GAP * 4 + 421 * 2 + 842)
    expect(layoutPages([], 1)).toEqual({ tops: [], heights: [], total: PAGE_GAP })
  })

  test('the visible range follows the scroll, including a viewport that starts in the gap between pages', () => {
    const l = layoutPages(Array.from({ length: 200 }, () => A3), 0.5) // pages 421 px high, every 429 px
    expect(visibleRange(l, 0, 700)).toEqual([0, 1])
    expect(visibleRange(l, 429 * 10 + PAGE_GAP, 400)).toEqual([10, 10])
    // scrolled to the gap under page 10 (0-based 9): page 10 is the first visible
    expect(visibleRange(l, 429 * 10 + 2, 300)).toEqual([10, 10])
    expect(visibleRange(l, 429 * 199, 2000)).toEqual([199, 199])
    expect(visibleRange(layoutPages([], 1), 0, 500)).toEqual([0, -1])
  })

  test('only the visible pages and one on each side get a canvas, whatever the length of the document', () => {
    expect(renderWindow([10, 11], 200)).toEqual([9, 10, 11, 12])
    expect(renderWindow([0, 1], 200)).toEqual([0, 1, 2])
    expect(renderWindow([199, 199], 200)).toEqual([198, 199])
    expect(renderWindow([5, 5], 200, 2)).toEqual([3, 4, 5, 6, 7])
    expect(renderWindow([0, -1], 0)).toEqual([])
    const l = layoutPages(Array.from({ length: 500 }, () => A3), 0.3)
    for (const top of [0, 5000, 40000, l.total - 700]) expect(renderWindow(visibleRange(l, top, 700), 500).length).toBeLessThanOrEqual(7)
  })

  test('the page number is the page under the upper third of the screen; going to a page scrolls to its top', () => {
    const l = layoutPages(Array.from({ length: 50 }, () => A3), 0.5)
    expect(currentPage(l, 0, 700)).toBe(1)
    expect(currentPage(l, 429 * 7, 600)).toBe(8)
    // page 8 mostly scrolled away: page 9 is the one being read
    expect(currentPage(l, 429 * 7 + 300, 600)).toBe(9)
    expect(currentPage(l, 429 * 7 + 100, 600)).toBe(8)
    expect(currentPage(l, l.total, 600)).toBe(50)
    for (const n of [1, 2, 17, 50]) expect(currentPage(l, scrollTopOf(l, n), 600)).toBe(n)
    expect(scrollTopOf(l, 99)).toBe(scrollTopOf(l, 50))
    expect(scrollTopOf(l, 0)).toBe(0)
  })

  test('zoom 1 fits the page to the width; the canvas resolution stays under the browser\'s limit', () => {
    expect(fitScale(1191, 390, 1)).toBeCloseTo((390 - 2 * PAGE_GAP) / 1191)
    expect(fitScale(1191, 390, 2)).toBeCloseTo((2 * (390 - 2 * PAGE_GAP)) / 1191)
    expect(fitScale(0, 390, 1)).toBe(1)
    expect(canvasRatio(374, 264, 3)).toBe(3)
    const r = canvasRatio(1500, 1060, 3)
    expect(1500 * 1060 * r * r).toBeLessThanOrEqual(16_000_000)
    expect(canvasRatio(100, 100, 0)).toBe(1)
  })

  test('file sizes read as KB or MB', () => {
    expect([sizeText(0), sizeText(300), sizeText(13_247), sizeText(52_428_800)]).toEqual(['', '1 KB', '13 KB', '50.0 MB'])
  })
})

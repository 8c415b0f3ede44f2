// The browser's PDF reader, with a stand-in for pdf.js: it shows the loading progress, then a column with a place for
// every page but canvases only for the visible pages and one on each side; scrolling and 上一页 / 下一页 move the page
// number and the canvases with them, a page scrolled away has its drawing cancelled, and a failure offers 重新加载.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PdfReader } from '@/features/documents'
import type { PdfDocument, PdfLib } from '@/features/documents/lib/pdf-types'

configure({ asyncUtilTimeout: 5000 })

const PAGES = 300
const A3 = { width: 1191, height: 842 }

function fakeLib(opts: { fail?: boolean } = {}) {
  const drawn: number[] = []
  const cancelled: number[] = []
  let progress: ((p: { loaded: number; total: number }) => void) | undefined
  let resolveDoc: (d: PdfDocument) => void = () => {}
  let rejectDoc: (e: Error) => void = () => {}
  const doc: PdfDocument = {
    numPages: PAGES,
    destroy: async () => {},
    getPage: async (n) => ({
      getViewport: ({ scale }) => ({ width: A3.width * scale, height: A3.height * scale }),
      render: () => {
        drawn.push(n)
        let stop: () => void = () => {}
        const promise = new Promise<void>((resolve, reject) => {
          stop = () => reject(Object.assign(new Error('cancelled'), { name: 'RenderingCancelledException' }))
          setTimeout(resolve, 5)
        })
        return { promise, cancel: () => { cancelled.push(n); stop() } }
      }
    })
  }
  const lib: PdfLib = {
    getDocument: () => {
      const task = {
        promise: new Promise<PdfDocument>((resolve, reject) => { resolveDoc = resolve; rejectDoc = reject }),
        destroy: async () => {},
        set onProgress(f: ((p: { loaded: number; total: number }) => void) | undefined) { progress = f },
        get onProgress() { return progress }
      }
      return task
    }
  }
  return {
    loader: async () => lib, drawn, cancelled,
    progress: (loaded: number, total: number) => progress?.({ loaded, total }),
    open: () => (opts.fail ? rejectDoc(new Error('文件已损坏')) : resolveDoc(doc))
  }
}

const canvases = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-page]')).map((el) => Number(el.getAttribute('data-page')))

beforeAll(() => {
  // jsdom lays nothing out: a phone's viewport of 390 × 844 and canvases that answer a 2d context
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 })
  HTMLCanvasElement.prototype.getContext = (() => ({})) as unknown as HTMLCanvasElement['getContext']
})

const scrollTo = async (el: HTMLElement, top: number) => {
  await act(async () => {
    // jsdom keeps no scroll position: the element holds the one set
    Object.defineProperty(el, 'scrollTop', { configurable: true, writable: true, value: top })
    fireEvent.scroll(el)
    await new Promise((r) => setTimeout(r, 40))
  })
}

test('a 300-page document: progress first, then only the pages in view (and one each side) are drawn', async () => {
  const pdf = fakeLib()
  const { container } = render(<PdfReader url='/api/file/Image/document/x.pdf' name='总图.pdf' size={52_428_800} loader={pdf.loader} />)
  expect(screen.getByText('正在加载 总图.pdf')).toBeInTheDocument()
  await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
  act(() => pdf.progress(26_214_400, 52_428_800))
  expect(await screen.findByText('50% / 50.0 MB')).toBeInTheDocument()
  await act(async () => { pdf.open() })
  expect(await screen.findByText(`1 / ${PAGES}`)).toBeInTheDocument()
  await waitFor(() => expect(canvases(container).length).toBeGreaterThan(0))
  const first = canvases(container)
  expect(first[0]).toBe(1)
  expect(first.length).toBeLessThanOrEqual(5)
  // the column has room for every page: scrolling reaches the last one
  const column = container.querySelector('.pdf-reader__column') as HTMLElement
  expect(parseInt(column.style.height, 10)).toBeGreaterThan(PAGES * 200)

  const scroller = screen.getByTestId('pdf-scroll')
  const pageStep = parseInt(column.style.height, 10) / PAGES
  await scrollTo(scroller, pageStep * 149.5)
  await waitFor(() => expect(screen.getByText(`150 / ${PAGES}`)).toBeInTheDocument())
  const middle = canvases(container)
  expect(middle).toContain(150)
  // 844 px of screen hold about three A3 sheets across a phone: those and one on each side
  expect(middle.every((p) => p >= 148 && p <= 155)).toBe(true)
  expect(middle.length).toBeLessThanOrEqual(6)
  expect(pdf.drawn).toContain(150)
  expect(pdf.drawn.length).toBeLessThan(20)
})

test('上一页 / 下一页 go a page at a time and stop at the ends; pages left behind stop drawing', async () => {
  const pdf = fakeLib()
  const { container } = render(<PdfReader url='/x.pdf' name='图.pdf' loader={pdf.loader} />)
  await act(async () => { await new Promise((r) => setTimeout(r, 0)); pdf.open() })
  await screen.findByText(`1 / ${PAGES}`)
  const next = screen.getByRole('button', { name: '下一页' })
  for (let i = 2; i <= 4; i++) {
    fireEvent.click(next)
    expect(await screen.findByText(`${i} / ${PAGES}`)).toBeInTheDocument()
  }
  expect(canvases(container)).toContain(4)
  fireEvent.click(screen.getByRole('button', { name: '上一页' }))
  expect(await screen.findByText(`3 / ${PAGES}`)).toBeInTheDocument()
  // far away at once: the canvases near the start go, and their unfinished drawings are cancelled
  const scroller = screen.getByTestId('pdf-scroll')
  const column = container.querySelector('.pdf-reader__column') as HTMLElement
  await scrollTo(scroller, parseInt(column.style.height, 10))
  await waitFor(() => expect(canvases(container)).toContain(PAGES))
  expect(canvases(container).every((p) => p >= PAGES - 3)).toBe(true)
  fireEvent.click(next)
  expect(screen.getByText(`${PAGES} / ${PAGES}`)).toBeInTheDocument()
})

test('a document that cannot be opened says why and loads again on 重新加载', async () => {
  const pdf = fakeLib({ fail: true })
  render(<PdfReader url='/x.pdf' name='坏.pdf' loader={pdf.loader} />)
  await act(async () => { await new Promise((r) => setTimeout(r, 0)); pdf.open() })
  expect(await screen.findByText('文件已损坏')).toBeInTheDocument()
  fireEvent.click(screen.getByText('重新加载'))
  expect(await screen.findByText('正在加载 坏.pdf')).toBeInTheDocument()
})

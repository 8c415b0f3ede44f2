// The browser's PDF reader: pdf.js in its own chunk, pages drawn one by one as they scroll into view. Every page has
// its place in the column from the start (sized like the first page until it is measured), but only the visible
// pages and one on each side hold a canvas; a page that scrolls away drops its canvas and stops its drawing, so a
// 50 MB drawing set of hundreds of sheets keeps a handful of canvases and the page stays responsive. Parsing runs in
// pdf.js's worker. 上一页 / 下一页, the page number and zoom sit in the bar under the pages.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { errorText } from '@/lib/error-text'
import { ZOOMS, canvasRatio, currentPage, fitScale, layoutPages, renderWindow, scrollTopOf, sizeText, visibleRange, type PageSize } from '../lib/paging'
import type { PdfDocument, PdfLoader } from '../lib/pdf-types'
import type { PdfReaderProps } from './pdf-reader-props'
import './pdf-reader.scss'


const loadPdfjs: PdfLoader = () => import(/* webpackChunkName: "pdfjs" */ '../lib/pdfjs.h5').then((m) => m.pdfLib)

function PdfPageCanvas({ doc, index, width, height, onMeasured }: {
  doc: PdfDocument; index: number; width: number; height: number; onMeasured(index: number, size: PageSize): void
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let cancelled = false
    let task: { cancel(): void } | undefined
    void (async () => {
      try {
        const page = await doc.getPage(index + 1)
        if (cancelled) return
        const base = page.getViewport({ scale: 1 })
        onMeasured(index, { width: base.width, height: base.height })
        const el = canvas.current
        const ctx = el?.getContext('2d')
        if (!el || !ctx) return
        const ratio = canvasRatio(width, height, window.devicePixelRatio)
        const viewport = page.getViewport({ scale: width / base.width })
        el.width = Math.floor(width * ratio)
        el.height = Math.floor(height * ratio)
        const render = page.render({ canvasContext: ctx, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
        task = render
        await render.promise
      } catch (err) {
        if (!cancelled && (err as { name?: string })?.name !== 'RenderingCancelledException') setFailed(true)
      }
    })()
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [doc, index, width, height, onMeasured])
  return (
    <div className='pdf-page__sheet' data-page={index + 1}>
      <canvas ref={canvas} className='pdf-page__canvas' style={{ width: `${width}px`, height: `${height}px` }} />
      {failed && <span className='pdf-page__failed'>第{index + 1}页加载失败</span>}
    </div>
  )
}

export function PdfReader({ url, name, size, loader = loadPdfjs }: PdfReaderProps) {
  const [doc, setDoc] = useState<PdfDocument | null>(null)
  const [error, setError] = useState('')
  const [progress, setProgress] = useState(0)
  const [attempt, setAttempt] = useState(0)
  const [sizes, setSizes] = useState<(PageSize | undefined)[]>([])
  const [zoom, setZoom] = useState(0)
  const [box, setBox] = useState({ width: 0, height: 0 })
  const [scrollTop, setScrollTop] = useState(0)
  const scroller = useRef<HTMLDivElement>(null)
  const toolbar = useRef<HTMLDivElement>(null)
  const frame = useRef(0)

  useEffect(() => {
    let gone = false
    let task: { destroy(): Promise<void> } | undefined
    let opened: PdfDocument | undefined
    setDoc(null)
    setError('')
    setProgress(0)
    void (async () => {
      try {
        const lib = await loader()
        if (gone) return
        const loading = lib.getDocument({ url: resolveUrl(url), isEvalSupported: false })
        task = loading
        loading.onProgress = ({ loaded, total }) => { if (!gone) setProgress(total > 0 ? loaded / total : 0) }
        opened = await loading.promise
        if (gone) return
        const first = (await opened.getPage(1)).getViewport({ scale: 1 })
        if (gone) return
        setSizes(Array.from({ length: opened.numPages }, (_, i) => (i === 0 ? { width: first.width, height: first.height } : undefined)))
        setDoc(opened)
      } catch (err) {
        if (!gone) setError(errorText(err, 'PDF 打开失败'))
      }
    })()
    return () => {
      gone = true
      // leaving the reader: a document that fails to close has nothing left to tell anyone
      void (opened ? opened.destroy() : task?.destroy())?.catch(() => undefined)
    }
  }, [url, loader, attempt])

  // the column fills the screen below its top; measured again when the window turns or resizes
  useEffect(() => {
    const measure = () => {
      const el = scroller.current
      if (!el) return
      const top = el.getBoundingClientRect().top
      setBox({ width: el.clientWidth || window.innerWidth, height: Math.max(200, window.innerHeight - top - (toolbar.current?.offsetHeight ?? 56)) })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [doc])

  const onScroll = useCallback(() => {
    if (frame.current) return
    frame.current = requestAnimationFrame(() => {
      frame.current = 0
      if (scroller.current) setScrollTop(scroller.current.scrollTop)
    })
  }, [])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const onMeasured = useCallback((index: number, s: PageSize) => {
    setSizes((prev) => {
      const known = prev[index]
      if (known && Math.abs(known.width - s.width) < 0.5 && Math.abs(known.height - s.height) < 0.5) return prev
      const next = prev.slice()
      next[index] = s
      return next
    })
  }, [])

  const pageWidth = sizes[0]?.width ?? 595
  const scale = fitScale(pageWidth, box.width, ZOOMS[zoom])
  const layout = useMemo(() => layoutPages(sizes, scale), [sizes, scale])
  const range = visibleRange(layout, scrollTop, box.height)
  const shown = doc && box.width > 0 ? renderWindow(range, sizes.length) : []
  const page = currentPage(layout, scrollTop, box.height)

  const goTo = (n: number) => {
    const el = scroller.current
    if (!el) return
    const top = scrollTopOf(layout, n)
    el.scrollTop = top
    setScrollTop(top)
  }
  const zoomTo = (z: number) => {
    const el = scroller.current
    // keep the page being read in view: the same fraction of the column after the zoom
    const fraction = el && layout.total > 0 ? el.scrollTop / layout.total : 0
    setZoom(z)
    requestAnimationFrame(() => {
      if (!scroller.current) return
      const total = layoutPages(sizes, fitScale(pageWidth, box.width, ZOOMS[z])).total
      scroller.current.scrollTop = fraction * total
      setScrollTop(scroller.current.scrollTop)
    })
  }

  if (error) {
    return (
      <View className='pdf-reader__state'>
        <Text className='pdf-reader__error'>{error}</Text>
        <View className='pdf-reader__retry' role='button' onClick={() => setAttempt((a) => a + 1)}><Text>重新加载</Text></View>
      </View>
    )
  }
  if (!doc) {
    const percent = Math.round(progress * 100)
    return (
      <View className='pdf-reader__state' aria-busy='true'>
        <Text className='pdf-reader__hint'>{`正在加载 ${name}`}</Text>
        <View className='pdf-reader__bar'><View className='pdf-reader__bar-fill' style={{ width: `${percent}%` }} /></View>
        <Text className='pdf-reader__hint'>{percent > 0 ? `${percent}%${size ? ` / ${sizeText(size)}` : ''}` : '正在连接…'}</Text>
      </View>
    )
  }
  return (
    <View className='pdf-reader'>
      <div ref={scroller} className='pdf-reader__scroll' style={{ height: `${box.height}px` }} onScroll={onScroll} data-testid='pdf-scroll'>
        <div className='pdf-reader__column' style={{ height: `${layout.total}px`, width: `${Math.max(box.width, pageWidth * scale + 16)}px` }}>
          {shown.map((i) => (
            <div key={i} className='pdf-page' style={{ top: `${layout.tops[i]}px`, height: `${layout.heights[i]}px` }}>
              <PdfPageCanvas doc={doc} index={i} width={Math.round((sizes[i]?.width ?? pageWidth) * scale)} height={layout.heights[i]} onMeasured={onMeasured} />
            </div>
          ))}
        </div>
      </div>
      <div ref={toolbar} className='pdf-reader__toolbar'>
        <View className={`pdf-reader__btn${page <= 1 ? ' pdf-reader__btn--off' : ''}`} role='button' aria-label='上一页' onClick={() => page > 1 && goTo(page - 1)}><Text>上一页</Text></View>
        <Text className='pdf-reader__page' aria-live='polite'>{`${page} / ${sizes.length}`}</Text>
        <View className={`pdf-reader__btn${page >= sizes.length ? ' pdf-reader__btn--off' : ''}`} role='button' aria-label='下一页' onClick={() => page < sizes.length && goTo(page + 1)}><Text>下一页</Text></View>
        <View className={`pdf-reader__zoom${zoom === 0 ? ' pdf-reader__btn--off' : ''}`} role='button' aria-label='缩小' onClick={() => zoom > 0 && zoomTo(zoom - 1)}><Text>－</Text></View>
        <View className={`pdf-reader__zoom${zoom === ZOOMS.length - 1 ? ' pdf-reader__btn--off' : ''}`} role='button' aria-label='放大' onClick={() => zoom < ZOOMS.length - 1 && zoomTo(zoom + 1)}><Text>＋</Text></View>
      </div>
    </View>
  )
}

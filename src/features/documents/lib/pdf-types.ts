// What the viewer uses of pdf.js: a document of pages, each measured and drawn into a canvas. Kept to these few
// members so the viewer can be tested with a stand-in and the library stays in its own lazily loaded chunk.
export interface PdfViewport { width: number; height: number }

export interface PdfRenderTask {
  promise: Promise<void>
  cancel(): void
}

export interface PdfPage {
  getViewport(opts: { scale: number }): PdfViewport
  render(opts: { canvasContext: CanvasRenderingContext2D; viewport: PdfViewport; transform?: number[] }): PdfRenderTask
  cleanup?(): void
}

export interface PdfDocument {
  numPages: number
  getPage(pageNumber: number): Promise<PdfPage>
  destroy(): Promise<void>
}

export interface PdfLoadingTask {
  promise: Promise<PdfDocument>
  onProgress?: (p: { loaded: number; total: number }) => void
  destroy(): Promise<void>
}

export interface PdfLib {
  getDocument(src: { url: string; withCredentials?: boolean; isEvalSupported?: boolean; disableAutoFetch?: boolean }): PdfLoadingTask
}

/** the library, loaded when the first document opens */
export type PdfLoader = () => Promise<PdfLib>

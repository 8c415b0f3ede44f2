import type { PdfLoader } from '../lib/pdf-types'

export interface PdfReaderProps {
  /** the PDF's link (a signed /api/file/Image link) */
  url: string
  name: string
  /** bytes, for the progress text */
  size?: number
  /** the browser's library; the lazily loaded pdf.js unless a test hands in a stand-in */
  loader?: PdfLoader
}

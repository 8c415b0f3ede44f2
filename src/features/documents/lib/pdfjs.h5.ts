// pdf.js (pdfjs-dist, legacy build for the older WebViews of WeChat and Android phones), with its worker: only this
// file names the library, and the viewer imports it with import(), so it is a chunk of its own that loads when a
// document is first opened and never weighs on the pages that show none. It is the library's own minified build:
// Taro's terser settings (quote_keys) would break its private class members, so config/index.ts leaves the chunk alone.
// @ts-expect-error the minified build ships no types of its own: pdf-types.ts names what the reader uses
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.min.mjs'
import type { PdfLib } from './pdf-types'

// webpack emits the worker as a file of the build and answers its URL
// @ts-expect-error import.meta is webpack's here (the type checker compiles the app as CommonJS)
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString()

export const pdfLib = pdfjs as unknown as PdfLib

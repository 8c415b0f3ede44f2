// Reading a PDF differs per platform: the browser draws it with pdf.js page by page, the mini-program downloads it
// with progress and opens WeChat's viewer. The build picks pdf-reader.h5.tsx or pdf-reader.weapp.tsx for an import
// of './pdf-reader'; this file is what the type checker and jest (which run as H5) see.
export type { PdfReaderProps } from './pdf-reader-props'
export { PdfReader } from './pdf-reader.h5'

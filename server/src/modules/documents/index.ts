// Public surface of documents (standards, knowledge base, drawings, issue 18): their routes, who may read a
// document's PDF, the demo's PDFs and the component QR resolver.
export { documentRoutes } from './routes'
export { mayReadDocument } from './service'
export { writeSeededDocuments } from './seed-files'
export { parseQr, resolveQr } from './qr'

// Public surface of documents (standards, knowledge base, drawings, component QR codes; issue 18): pages import
// from here only.
export { DocumentList } from './components/document-list'
export type { DocumentListProps } from './components/document-list'
export { DocumentViewer } from './components/document-viewer'
export { KnowledgeHome } from './components/knowledge-home'
export { SAFETY_KNOWLEDGE_CATEGORIES, SAFETY_STANDARD_CATEGORY } from './lib/safety-knowledge'
export { QrScreen } from './components/qr-screen'
export { PdfReader } from './components/pdf-reader'
export { DocumentUpload } from './components/document-upload'
export type { DocumentUploadProps } from './components/document-upload'
export { markDocumentsChanged } from './lib/changes'
export { isLibrary } from './lib/upload-rules'

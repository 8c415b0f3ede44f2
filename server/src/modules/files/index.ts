// The files module's public surface: one-time downloads, temporary files the server makes (exports, prints) and the
// stored file behind an upload URL.
export { createDownload, storeTemporary } from './service'
export { imageUrlFile } from './storage'

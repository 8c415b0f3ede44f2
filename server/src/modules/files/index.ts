// The files module's public surface: one-time downloads, temporary files the server makes (exports, prints) and the
// stored file behind an upload URL.
export { createDownload, storeTemporary } from './service'
export { imageUrlKey } from './storage'
// What other modules may use of the files module: signed links, what a value holds, who may read a file, and the
// record of what each file belongs to.
export { parseFileUrl, signFileUrl, signedImageUrl, type FileKey } from './links'
export { bareUploads, fileKeysIn, signedUploads, signedUploadsText } from './upload-values'
export { claimFiles, mayReadFile, NO_FILE } from './access'
export { fileRefRepository, type FileOwnerKind } from './repository'
export { cleanSignImg, MAX_SIGN } from './sign-img'

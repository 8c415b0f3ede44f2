export { ImageUploader } from './image-uploader'
export { FileUploader } from './file-uploader'
export { normaliseUploadValue, toUploadItem } from './value'
export {
  UploadTracker,
  UploadTrackerContext,
  isUploading,
  pendingUploadMessage,
  uploadTracker,
  useUploadsPending
} from './upload-tracker'
export type { FileUploaderProps, ImageUploaderProps, UploadEntry, UploadItem, UploaderProps } from './types'

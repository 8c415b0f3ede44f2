export { ImageUploader } from './image-uploader'
export { FileUploader } from './file-uploader'
export { ImageGrid, type ImageGridProps } from './image-grid'
export { useUploadList, type UploadList, type UploadListConfig } from './use-upload-list'
export { limitOf, sizeRuleOf } from './config'
export { normaliseUploadValue, toUploadItem } from './value'
export { KeepPhotosOfflineContext, useItemSource } from './keep-offline'
export {
  UploadTracker,
  UploadTrackerContext,
  isUploading,
  pendingUploadMessage,
  uploadTracker,
  useUploadsPending
} from './upload-tracker'
export type { FileUploaderProps, ImageUploaderProps, UploadEntry, UploadItem, UploaderProps } from './types'

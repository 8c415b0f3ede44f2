// Media: pick photos and documents, compress and stamp photos, check them against an upload control's limits,
// upload, preview and open. Platform differences live in the *.weapp.ts / *.h5.ts siblings.
export type { ChooseFilesOptions, ChooseImagesOptions, CompressOptions, ImageSource, PickedFile } from './types'
export { DEFAULT_COMPRESS } from './types'
export { chooseImages } from './image-picker'
export { chooseFiles } from './file-picker'
export { compressImage } from './compress'
export { stampPhoto } from './stamp'
export { layoutStamp, wrapText, MAX_LINES_PER_FIELD } from './stamp-layout'
export type { StampContent, StampField, StampLayout, MeasureText } from './stamp-layout'
export {
  IMAGE_EXTENSIONS,
  acceptAttribute,
  acceptedExtensions,
  baseName,
  extensionOf,
  isImageName,
  limitMessage,
  sizeError,
  sizeLimitBytes,
  typeError,
  withExtension
} from './file-rules'
export type { FileRules } from './file-rules'
export { uploadPicked } from './upload'
export type { UploadPickedOptions, UploaderVO } from './upload'
export { previewImages } from './preview'
export { openFile } from './open-file'
export type { OpenFileOptions } from './open-file'
export { dataUrlToFile, releaseFile } from './data-url-file'

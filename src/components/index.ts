// Shared UI. Each component lives in its own folder (index.tsx + index.scss).
export { NavBar, goBack } from './nav-bar'
export type { NavBarProps } from './nav-bar'
export { PageState } from './page-state'
export { SwipeRow } from './swipe-row'
export type { SwipeAction, SwipeRowProps } from './swipe-row'
export type { PageStateProps, PageStatus } from './page-state'
export { usePageShare } from './share/use-share'
export type { ShareOptions } from './share/use-share'
export { Avatar, avatarInitials } from './avatar'
export type { AvatarProps } from './avatar'
export {
  ImageUploader,
  FileUploader,
  normaliseUploadValue,
  UploadTracker,
  UploadTrackerContext,
  isUploading,
  pendingUploadMessage,
  uploadTracker,
  useUploadsPending,
  KeepPhotosOfflineContext
} from './uploader'
export type { FileUploaderProps, ImageUploaderProps, UploadItem, UploaderProps } from './uploader'
export { SitePhotoPicker, siteFromSession, stampContent, NO_LOCATION } from './site-photo'
export type { SitePhotoPickerProps, SiteContext } from './site-photo'
export { SignaturePad, SignaturePopup, SignatureInput, signatureToFile, uploadSignature } from './signature-pad'
export type { SignaturePadProps, SignaturePopupProps, SignatureInputProps } from './signature-pad'
export { ScanPanel, safeDecode } from './scan-panel'
export type { ScanPanelProps } from './scan-panel'

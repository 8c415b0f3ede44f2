export { SitePhotoPicker, type SitePhotoPickerProps } from './site-photo-picker'
export { siteFromSession, type SiteContext } from './site-context'
export { NO_LOCATION, positionText, stampContent, stampTime } from './stamp-content'
export { stampSitePhotos, type StampedBatch, type StampStage } from './stamp-photos'

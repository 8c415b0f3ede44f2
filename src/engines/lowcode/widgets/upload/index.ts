// Upload and signature widgets (uploadImg, uploadFile, sign), keyed by 3.6 jnpfKey.
import type { WidgetMap } from '../../types'
import { SignWidget } from './sign-widget'
import { UploadFileWidget } from './upload-file-widget'
import { UploadImgWidget } from './upload-img-widget'

export const uploadWidgets: WidgetMap = {
  uploadImg: UploadImgWidget,
  uploadFile: UploadFileWidget,
  sign: SignWidget
}

// Upload and signature widgets (uploadImg, uploadFile, sign), keyed by 3.6 jnpfKey.
import type { WidgetMap } from '../../types'

export const uploadWidgets: WidgetMap = {}

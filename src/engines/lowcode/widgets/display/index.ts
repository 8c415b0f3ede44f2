// Display and server-filled controls, keyed by 3.6 jnpfKey.
import type { WidgetMap } from '../../types'
import { AlertWidget, DividerWidget, GroupTitleWidget, TextWidget } from './static-display'
import { ButtonWidget, IframeWidget, LinkWidget } from './link-button'
import { QrcodeWidget } from './qrcode'
import { BarcodeWidget } from './barcode'
import { RelationAttrWidget, SystemFieldWidget } from './system-field'

export const displayWidgets: WidgetMap = {
  text: TextWidget,
  alert: AlertWidget,
  divider: DividerWidget,
  groupTitle: GroupTitleWidget,
  link: LinkWidget,
  button: ButtonWidget,
  iframe: IframeWidget,
  qrcode: QrcodeWidget,
  barcode: BarcodeWidget,
  billRule: SystemFieldWidget,
  createUser: SystemFieldWidget,
  createTime: SystemFieldWidget,
  modifyUser: SystemFieldWidget,
  modifyTime: SystemFieldWidget,
  currOrganize: SystemFieldWidget,
  currPosition: SystemFieldWidget,
  currDept: SystemFieldWidget,
  relationFormAttr: RelationAttrWidget,
  popupAttr: RelationAttrWidget
}

export { sanitizeHtml, htmlToText, textToHtml } from './html'
export { AUTO_TEXT } from './system-field'

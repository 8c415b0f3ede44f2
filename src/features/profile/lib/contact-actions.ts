import Taro from '@tarojs/taro'
import { toast } from './confirm'

/** opens the dialler; closing it without calling is not a failure worth a message */
export function callPhone(phoneNumber: string): void {
  Taro.makePhoneCall({ phoneNumber }).catch(() => undefined)
}

/** copies contact data the platform cannot open directly (mail, addresses); `what` names it in the toast */
export function copyText(text: string, what: string): void {
  Taro.setClipboardData({ data: text })
    .then(() => toast(`${what}已复制`))
    .catch(() => toast('复制失败'))
}

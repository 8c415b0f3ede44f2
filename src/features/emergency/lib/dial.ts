import Taro from '@tarojs/taro'
import { telHref } from './emergency'

/** opens the phone's dialler with the number: WeChat's makePhoneCall, a tel: link in the browser */
export function dial(number: string): void {
  if (!number) return
  if (process.env.TARO_ENV === 'h5') {
    window.location.href = telHref(number)
    return
  }
  Taro.makePhoneCall({ phoneNumber: number }).catch(() => undefined)
}

import Taro from '@tarojs/taro'
import { telHref } from './emergency'

const visit = (href: string) => { window.location.href = href }

/** opens the phone's dialler with the number: WeChat's makePhoneCall, a tel: link in the browser */
export function dial(number: string, goTo: (href: string) => void = visit): void {
  if (!number) return
  if (process.env.TARO_ENV === 'h5') {
    goTo(telHref(number))
    return
  }
  // rejects when the user cancels the call
  Taro.makePhoneCall({ phoneNumber: number }).catch(() => undefined)
}

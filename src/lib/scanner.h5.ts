import type { Scanner } from './scanner-types'

export const scanner: Scanner = {
  supported: false,
  scan() {
    return Promise.reject(new Error('浏览器中无法扫码，请在微信小程序中使用扫一扫'))
  }
}

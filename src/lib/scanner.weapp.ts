import Taro from '@tarojs/taro'
import { isUserCancel } from './error-text'
import type { Scanner } from './scanner-types'

export const scanner: Scanner = {
  supported: true,
  async scan(types = ['qrCode', 'barCode']) {
    try {
      const res = await Taro.scanCode({ onlyFromCamera: false, scanType: types })
      return res?.result ?? ''
    } catch (err) {
      if (isUserCancel(err)) return null
      throw err
    }
  }
}

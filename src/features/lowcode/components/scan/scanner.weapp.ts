import Taro from '@tarojs/taro'
import { isUserCancel } from '@/lib/error-text'
import type { Scanner } from './scanner-types'

export const scanner: Scanner = {
  supported: true,
  async scan() {
    try {
      const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode', 'barCode'] })
      return res?.result ?? ''
    } catch (err) {
      if (isUserCancel(err)) return null
      throw err
    }
  }
}

import Taro from '@tarojs/taro'
import type { Scanner } from './scanner-types'
import { isUserCancel } from '@/lib/error-text'

export const scanner: Scanner = {
  supported: true,
  async scan() {
    try {
      const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
      return res?.result ?? ''
    } catch (err) {
      if (isUserCancel(err)) return null
      throw err
    }
  }
}

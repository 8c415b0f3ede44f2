import Taro from '@tarojs/taro'
import { theme } from '@/config/theme'

export function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}

/** true when the user confirmed the removal */
export async function confirmRemove(content: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title: '提示', content, confirmText: '删除', confirmColor: theme.error, cancelText: '取消' })
    return Boolean(res.confirm)
  } catch {
    return false
  }
}

import Taro from '@tarojs/taro'

/** a yes/no question before anything destructive; true only when the user confirmed */
export async function confirmAction(title: string, content: string, confirmText = '确定'): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title, content, confirmText, cancelText: '取消', confirmColor: '#fa3534' })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

export function toast(title: string, icon: 'success' | 'none' = 'none'): void {
  void Taro.showToast({ title, icon, duration: 1500 })
}

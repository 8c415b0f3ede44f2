import Taro from '@tarojs/taro'

/** a yes/no question before anything destructive; true only when the user pressed the confirm button */
export async function confirmAction(opts: { title: string; content: string; confirmText?: string; danger?: boolean }): Promise<boolean> {
  try {
    const res = await Taro.showModal({
      title: opts.title,
      content: opts.content,
      confirmText: opts.confirmText ?? '确定',
      cancelText: '取消',
      confirmColor: opts.danger ? '#fa3534' : '#2979ff'
    })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

export function toast(title: string, icon: 'success' | 'none' = 'none'): void {
  Taro.showToast({ title, icon, duration: 1500 })
}

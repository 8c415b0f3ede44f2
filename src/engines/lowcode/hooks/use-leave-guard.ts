// Asks before a form with unsaved changes is left. The in-page back arrow asks through a modal; on WeChat the
// system back (gesture, Android key) is covered by enableAlertBeforeUnload, which H5 does not have — there the
// draft kept in storage is the safety net.
import { useCallback, useEffect } from 'react'
import Taro from '@tarojs/taro'

export const LEAVE_QUESTION = '填写的内容尚未保存（下次打开时可恢复），确定离开吗？'

type UnloadApi = { enableAlertBeforeUnload?: (o: { message: string }) => void; disableAlertBeforeUnload?: () => void }

function setSystemAlert(on: boolean): void {
  const api = Taro as unknown as UnloadApi
  try {
    if (on) api.enableAlertBeforeUnload?.({ message: LEAVE_QUESTION })
    else api.disableAlertBeforeUnload?.()
  } catch {
    /* not available on this platform */
  }
}

/** returns `confirmLeave`: resolves true when the page may be left (nothing unsaved, or the user agreed) */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
  useEffect(() => {
    setSystemAlert(dirty)
    return () => setSystemAlert(false)
  }, [dirty])

  return useCallback(async () => {
    if (!dirty) return true
    try {
      const res = await Taro.showModal({ title: '提示', content: LEAVE_QUESTION, confirmText: '离开', cancelText: '继续填写' })
      return Boolean(res?.confirm)
    } catch {
      return false
    }
  }, [dirty])
}

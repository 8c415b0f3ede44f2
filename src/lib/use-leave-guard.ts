// Asks before a form with unsaved changes is left. The in-page back arrow asks through a modal; on WeChat the
// system back (gesture, Android key) is covered by enableAlertBeforeUnload, which H5 does not have — there a
// draft kept in storage is the safety net (the low-code forms keep one; a form without says so in its question).
import { useCallback, useEffect } from 'react'
import Taro from '@tarojs/taro'

export const LEAVE_QUESTION = '填写的内容尚未保存（下次打开时可恢复），确定离开吗？'
/** the question of a form that keeps no draft */
export const DISCARD_QUESTION = '填写的内容尚未提交，离开后将不保留，确定离开吗？'

type UnloadApi = { enableAlertBeforeUnload?: (o: { message: string }) => void; disableAlertBeforeUnload?: () => void }

function setSystemAlert(on: boolean, question: string): void {
  const api = Taro as unknown as UnloadApi
  try {
    if (on) api.enableAlertBeforeUnload?.({ message: question })
    else api.disableAlertBeforeUnload?.()
  } catch {
    /* not available on this platform */
  }
}

/** returns `confirmLeave`: resolves true when the page may be left (nothing unsaved, or the user agreed) */
export function useLeaveGuard(dirty: boolean, question = LEAVE_QUESTION): () => Promise<boolean> {
  useEffect(() => {
    setSystemAlert(dirty, question)
    return () => setSystemAlert(false, question)
  }, [dirty, question])

  return useCallback(async () => {
    if (!dirty) return true
    try {
      const res = await Taro.showModal({ title: '提示', content: question, confirmText: '离开', cancelText: '继续填写' })
      return Boolean(res?.confirm)
    } catch {
      return false
    }
  }, [dirty, question])
}

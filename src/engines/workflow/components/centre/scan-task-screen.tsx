// /pages/workFlow/scanForm: open a task from a code. A code of our format (task-code.ts), or a page link carrying
// one (the query of this page, or WeChat's `q` for a QR code that opened the mini-program), opens the task the way
// that fits me (scan-config.ts); anything else says 无法识别的二维码 with the scanned text.
import Taro from '@tarojs/taro'
import { ScanPanel, safeDecode } from '@/components'
import { routes } from '@/config/routes'
import { encodeFlowConfig } from '@/engines/workflow/lib/flow-config'
import { parseTaskCode, taskCodeText, UNKNOWN_TASK_CODE_TEXT } from './task-code'
import { resolveScannedTask } from './scan-config'

export interface ScanTaskScreenProps {
  /** the signed-in user's id: decides whether the task is my to-do or my launch */
  me: string
  taskId?: string
  /** WeChat: the full link of a QR code that opened the mini-program */
  q?: string
}

export function ScanTaskScreen({ me, taskId, q }: ScanTaskScreenProps) {
  const onCode = async (text: string) => {
    const id = parseTaskCode(text)
    if (!id) return false
    const config = await resolveScannedTask(id, me)
    // replaces the scan page: back from the task returns to where the scan started
    await Taro.redirectTo({ url: routes.flowBefore(encodeFlowConfig(config)) })
    return true
  }
  // a task id in the query is handled like a scanned code of it
  const initialText = taskId ? taskCodeText(taskId) : q ? safeDecode(q) : undefined
  return <ScanPanel onCode={onCode} unknownTitle={UNKNOWN_TASK_CODE_TEXT} initialText={initialText} busyText='正在打开流程...' />
}

// Runs one action of the detail at a time: the plan (flow-action-plan.ts), then after success the server's msg,
// the lists told to refresh, and back to where the user came from (§5.4 last line).
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { RequestError } from '@/lib/request'
import { notifyWorkflowChanged } from '../stores/refresh'
import type { FlowAction } from '../components/flow-before/buttons'
import { openOperate } from '../components/operate/operate-types'
import { runFlowAction, type ActionEnv } from './flow-action-plan'

/** long enough to read the success toast before the page goes away */
export const BACK_DELAY_MS = 800

const DEFAULT_MSG: Partial<Record<FlowAction, string>> = {
  save: '保存成功',
  submit: '提交成功',
  audit: '审核成功',
  reject: '退回成功',
  transfer: '转办成功',
  freeApprover: '加签成功',
  saveAudit: '暂存成功',
  revoke: '撤回成功',
  recall: '撤回成功',
  cancel: '驳回成功',
  press: '催办成功'
}

async function confirm(content: string): Promise<boolean> {
  const res = await Taro.showModal({ title: '提示', content }).catch(() => ({ confirm: false }))
  return Boolean(res.confirm)
}

export function useFlowActions(env: Omit<ActionEnv, 'openOperate' | 'confirm'>) {
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const running = useRef(false)
  const leaving = useRef<ReturnType<typeof setTimeout>>()
  // a page that is already gone does not navigate again
  useEffect(() => () => clearTimeout(leaving.current), [])

  const run = async (action: FlowAction, label: string) => {
    if (running.current || done) return
    running.current = true
    setBusy(true)
    try {
      const res = await runFlowAction(action, label, { ...env, openOperate, confirm })
      if (!res) return
      setDone(true)
      // a launch kept in the outbox is not on the server yet: say so plainly (a success tick would claim it is)
      const queued = 'queued' in res && res.queued
      void Taro.showToast({ title: res.msg || DEFAULT_MSG[action] || '操作成功', icon: queued ? 'none' : 'success', duration: queued ? 2500 : 1500 })
      notifyWorkflowChanged()
      leaving.current = setTimeout(() => goBack(routes.processCentre), BACK_DELAY_MS)
    } catch (err) {
      // a refusal was toasted by the request layer; the page stays as it was so the user can try again
      if (!(err instanceof RequestError)) void Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none' })
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return { run, busy: busy || done }
}

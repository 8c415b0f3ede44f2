// Saving a low-code record from its form store: uploads must be finished, the rules must pass (the first message is
// shown and scrolled to), then POST (new) or PUT (edit) with {data: JSON.stringify(...)} (§3.4 point 8).
// A new record that cannot go now (no network, photos kept for later, or the POST got no answer) goes to the
// outbox under its Idempotency-Key, which sends it exactly once when the network is back; so does an edit
// (send-record-edit.ts), with the version it was opened with so that it never overwrites a change made meanwhile.
import Taro from '@tarojs/taro'
import { firstError, type FormStore } from '@/lib/form'
import { errorText } from '@/lib/error-text'
import type { LcField } from '../../types'
import { dataFields, toSubmitData } from '../../model'
import { RECORD_VERSION_KEY } from '../../api/records'
import { QUEUED_MESSAGE, sendNewRecord, type QueueTarget } from './send-new-record'
import { sendRecordEdit } from './send-record-edit'

/** queued: kept in the outbox, not yet on the server */
export type SubmitOutcome = { ok: true; msg: string; queued?: boolean } | { ok: false }

export { QUEUED_MESSAGE, type QueueTarget }

/** the record's first typed text (a name, a title), for the outbox list */
export function recordSummary(fields: LcField[], values: Record<string, unknown>): string | undefined {
  for (const field of dataFields(fields)) {
    if (field.jnpfKey !== 'input' && field.jnpfKey !== 'textarea') continue
    const value = values[field.vModel as string]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 60)
  }
  return undefined
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

/** brings the first field showing an error into view (below the custom navigation bar) */
export function scrollToFirstError(): void {
  setTimeout(() => {
    try {
      void Taro.pageScrollTo({ selector: '.lc-item--error', offsetTop: -120, duration: 200 })
    } catch {
      /* nothing to scroll to */
    }
  }, 60)
}

export async function submitRecord(args: {
  form: FormStore
  fields: LcField[]
  modelId: string
  /** edit: the record id */
  id?: string
  /** why uploads block saving, if they do */
  pendingUploads?: string
  /** the key of this submission, the same on every retry of it (see createRecord) */
  idempotencyKey?: string
  /** where the record may wait in the outbox when it cannot go now; an edit names the page that opens it again */
  queue?: QueueTarget & { openUrl?: string }
}): Promise<SubmitOutcome> {
  const { form, fields, modelId, id, pendingUploads, idempotencyKey, queue } = args
  if (pendingUploads) {
    toast(pendingUploads)
    return { ok: false }
  }
  let msg = ''
  let failed = false
  let queued = false
  const done = await form.submit(async (values) => {
    const data = toSubmitData(fields, values)
    try {
      const canQueue = queue && idempotencyKey
      const waitIn = canQueue ? { queue: { ...queue, summary: recordSummary(fields, values) } } : {}
      const sent = id
        // an edit goes back with the version it was opened with (concurrencyLock), kept in the values as loaded
        ? await sendRecordEdit({ modelId, id, data, version: values[RECORD_VERSION_KEY], idempotencyKey: idempotencyKey ?? '', ...waitIn })
        : await sendNewRecord({ modelId, data, idempotencyKey: idempotencyKey ?? '', ...waitIn })
      msg = sent.msg
      queued = sent.queued
    } catch (err) {
      // the server names the field it refused ("联系电话：请输入正确的手机号码"): show it as it is
      failed = true
      toast(errorText(err, '保存失败'))
    }
  })
  if (done && !failed && queued) return { ok: true, msg: QUEUED_MESSAGE, queued: true }
  if (done && !failed) return { ok: true, msg: msg || (id ? '更新成功' : '新建成功') }
  if (!failed) {
    const message = firstError(form.getState())
    if (message) {
      toast(message)
      scrollToFirstError()
    }
  }
  return { ok: false }
}

// Saving a low-code record from its form store: uploads must be finished, the rules must pass (the first message is
// shown and scrolled to), then POST (new) or PUT (edit) with {data: JSON.stringify(...)} (§3.4 point 8).
import Taro from '@tarojs/taro'
import { firstError, type FormStore } from '@/lib/form'
import { errorText } from '@/lib/error-text'
import type { LcField } from '../../types'
import { toSubmitData } from '../../model'
import { RECORD_VERSION_KEY, createRecord, updateRecord } from '../../api/records'

export type SubmitOutcome = { ok: true; msg: string } | { ok: false }

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
  /** new records: the key of this submission, the same on every retry of it (see createRecord) */
  idempotencyKey?: string
}): Promise<SubmitOutcome> {
  const { form, fields, modelId, id, pendingUploads, idempotencyKey } = args
  if (pendingUploads) {
    toast(pendingUploads)
    return { ok: false }
  }
  let msg = ''
  let failed = false
  const done = await form.submit(async (values) => {
    const data = toSubmitData(fields, values)
    try {
      // an edit goes back with the version it was opened with (concurrencyLock), kept in the values as loaded
      msg = id ? await updateRecord(modelId, id, data, values[RECORD_VERSION_KEY]) : await createRecord(modelId, data, idempotencyKey)
    } catch (err) {
      // the server names the field it refused ("联系电话：请输入正确的手机号码"): show it as it is
      failed = true
      toast(errorText(err, '保存失败'))
    }
  })
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

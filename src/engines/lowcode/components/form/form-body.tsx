// The editable form of one record: one form store, the FormRenderer, the footer buttons of the form config, the
// draft safety net and the leave confirmation. The values arrive already loaded (RecordForm).
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { KeepPhotosOfflineContext, NavBar, UploadTracker, UploadTrackerContext, goBack, useUploadsPending } from '@/components'
import { createFormStore, useFormState, type FieldValues } from '@/lib/form'
import { randomId } from '@/utils/random'
import type { LcForm, LcUser } from '../../types'
import { buildFormRules, initialValues, withBillNumbers } from '../../model'
import { getBillNumber } from '../../api/bill-number'
import { FormRenderer } from '../../renderer'
import { draftKey } from '@/lib/form-draft'
import { useFormDraft } from '../../hooks/use-form-draft'
import { useLeaveGuard } from '@/lib/use-leave-guard'
import { useExtendedRegistry, type SectionContext } from '../../extensions'
import { ModelSections } from '../model-sections'
import { submitRecord } from './submit-record'
import './record-form.scss'

export interface FormBodyProps {
  title: string
  modelId: string
  /** edit: the record id */
  id?: string
  form: LcForm
  values: FieldValues
  user: LcUser
  /** the user may only look (detail rights without edit): every field disabled, no buttons */
  readOnly: boolean
  /** the form is the page itself (a form-only model): after saving it starts a new record instead of going back */
  embedded?: boolean
  /** the model's name (the menu's), for the outbox list when a new record has to wait for the network */
  modelName?: string
  /** the page of this record's form, for the outbox to open it again when a queued edit is refused */
  openUrl?: string
}

const SAVED_BACK_DELAY_MS = 600

export function FormBody(props: FormBodyProps) {
  const { title, modelId, id, form: model, user, readOnly, embedded, modelName, openUrl } = props
  const tracker = useMemo(() => new UploadTracker(), [])
  const rules = useMemo(() => buildFormRules(model.fields), [model])
  const form = useMemo(() => createFormStore({ values: props.values, rules }), [])
  const pendingUploads = useUploadsPending(tracker)
  const submitting = useFormState(form, (s) => s.submitting)
  const [leaving, setLeaving] = useState(false)
  // the Idempotency-Key of the record (new or edited) being saved: made when its first save starts, kept until one
  // succeeds, so a retry after a lost answer cannot create it twice or apply the edit twice
  const submission = useRef<string | null>(null)
  const keyOfDraft = readOnly ? null : draftKey(user.userId, modelId, id)
  const draft = useFormDraft(form, keyOfDraft)
  const confirmLeave = useLeaveGuard(draft.dirty && !leaving)
  const conf = model.conf
  const registry = useExtendedRegistry()
  const section = useMemo<SectionContext>(
    () => ({ mode: 'form', modelId, id, form, values: props.values, readOnly }),
    [modelId, id, form, props.values, readOnly]
  )

  useEffect(() => {
    void draft.start(props.values)
  }, [])

  const back = async () => {
    if (await confirmLeave()) goBack()
  }

  const save = async (andContinue: boolean) => {
    if (submitting || leaving) return
    if (!submission.current) submission.current = randomId(32)
    // the draft as typed, written before the edit may be queued: the outbox settles it once sent (and nothing is
    // written after, so a later draft really is newer words)
    if (id) draft.flush()
    const outcome = await submitRecord({
      form, fields: model.fields, modelId, id, pendingUploads, idempotencyKey: submission.current,
      queue: { userId: user.userId, title: id ? `${modelName || title}（修改）` : modelName || title, ...(id && openUrl ? { openUrl } : {}), ...(id && keyOfDraft ? { draftKey: keyOfDraft } : {}) }
    })
    if (!outcome.ok) return
    submission.current = null
    // a queued record is not saved yet: say so plainly (a success tick would claim it is)
    void Taro.showToast({ title: outcome.msg, icon: outcome.queued ? 'none' : 'success', duration: outcome.queued ? 2500 : 1500 })
    if (andContinue || embedded) {
      // 确定并继续操作: a fresh record, defaults, current-user values and bill numbers again
      const fresh = await withBillNumbers(model.fields, initialValues(model.fields, user), getBillNumber)
      form.reset(fresh)
      draft.saved(fresh)
      void Taro.pageScrollTo({ scrollTop: 0, duration: 200 })
      return
    }
    // a queued edit keeps its draft: if the server refuses it (the record changed meanwhile), reopening the record
    // offers the values typed here again; once the outbox has sent it, it settles the draft (lib/form-draft.ts)
    if (!(outcome.queued && id)) draft.saved()
    setLeaving(true)
    setTimeout(() => goBack(), SAVED_BACK_DELAY_MS)
  }

  const busy = submitting || leaving
  // photos may wait on the device: the submit path hands them to the outbox (a new record's or an edit's)
  return (
    <KeepPhotosOfflineContext.Provider value={!readOnly}>
    <UploadTrackerContext.Provider value={tracker}>
      <View className='page lc-form-page'>
        <NavBar title={title} back onBack={() => void back()} />
        <ModelSections place='top' section={section} />
        <FormRenderer fields={model.fields} form={form} conf={conf} user={user} modelId={modelId} disabled={readOnly} registry={registry} />
        <ModelSections place='bottom' section={section} />
        {!readOnly && (
          <View className='lc-form-page__footer'>
            {conf.hasCancelBtn && (
              <View className='lc-form-page__btn' role='button' onClick={() => void back()}>
                <Text>{conf.cancelButtonText || '取消'}</Text>
              </View>
            )}
            {conf.hasConfirmAndAddBtn && !id && !embedded && (
              <View className={`lc-form-page__btn${busy ? ' lc-form-page__btn--busy' : ''}`} role='button' onClick={() => void save(true)}>
                <Text>{conf.confirmAndAddText || '确定并继续操作'}</Text>
              </View>
            )}
            <View
              className={`lc-form-page__btn lc-form-page__btn--primary${busy ? ' lc-form-page__btn--busy' : ''}`}
              role='button'
              aria-disabled={busy}
              onClick={() => void save(false)}
            >
              <Text>{submitting ? '保存中...' : conf.hasConfirmBtn === false ? '确定' : conf.confirmButtonText || '确定'}</Text>
            </View>
          </View>
        )}
      </View>
    </UploadTrackerContext.Provider>
    </KeepPhotosOfflineContext.Provider>
  )
}

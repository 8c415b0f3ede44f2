// The form page (§3.4): decode the page config, load the model, apply the form permissions, load the record (edit)
// or the start values (new, with the current user's defaults and the bill numbers it will keep), then hand over to
// FormBody.
import { useEffect, useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import type { FieldValues } from '@/lib/form'
import type { LcFormAllow } from '../../types'
import { applyFormPermission, initialValues, normaliseForm, withBillNumbers } from '../../model'
import { getRecord } from '../../api/records'
import { getBillNumber } from '../../api/bill-number'
import { currentLcUser } from '../current-user'
import { formUrl, readCurrentMenu, type PageConfig } from '../page-config'
import { FormBody } from './form-body'

export interface RecordFormProps {
  page: PageConfig
  modelConfig: VisualDevConfigVO
  embedded?: boolean
}

/** the page title: the menu name with what is being done (新增 / 编辑 / 详情 as the designer labelled them) */
export function formTitle(page: PageConfig, readOnly: boolean): string {
  const labels = page.labelS ?? {}
  const action = !page.id ? labels.btn_add || '新增' : readOnly ? labels.btn_detail || '详情' : labels.btn_edit || '编辑'
  return page.title ? `${page.title} - ${action}` : action
}

/** only btn_edit may change an existing record; a new record needs btn_add (or no rights handed over: a form-only model) */
export function isReadOnly(page: PageConfig): boolean {
  if (page.id) return page.jurisdictionType !== 'btn_edit'
  return page.jurisdictionType === 'btn_detail'
}

export function RecordForm({ page, modelConfig, embedded }: RecordFormProps) {
  const user = useMemo(() => currentLcUser(), [])
  const readOnly = isReadOnly(page)
  const form = useMemo(() => {
    const normalised = normaliseForm(modelConfig.formData)
    return { ...normalised, fields: applyFormPermission(normalised.fields, readCurrentMenu<LcFormAllow>(page)) }
  }, [modelConfig, page])
  const [values, setValues] = useState<FieldValues | null>(null)
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError('')
    if (!page.id) {
      // a read-only look at a new record spends no numbers
      const start = initialValues(form.fields, user)
      if (readOnly) setValues(start)
      else void withBillNumbers(form.fields, start, getBillNumber).then((v) => live && setValues(v))
      return () => {
        live = false
      }
    }
    getRecord(page.modelId, page.id).then(
      (data) => live && setValues(data),
      (err) => live && setError(errorText(err, '记录加载失败'))
    )
    return () => {
      live = false
    }
  }, [page.modelId, page.id, attempt, form, user, readOnly])

  const title = formTitle(page, readOnly)
  if (!values) {
    return (
      <View className='page'>
        <NavBar title={title} back />
        {error ? <PageState status='error' text={error} onRetry={() => setAttempt((n) => n + 1)} /> : <PageState status='loading' />}
      </View>
    )
  }
  return <FormBody title={title} modelId={page.modelId} id={page.id} form={form} values={values} user={user} readOnly={readOnly} embedded={embedded} modelName={page.title} openUrl={page.id ? formUrl(page) : undefined} />
}

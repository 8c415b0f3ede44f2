// 请假申请 (leaveApply): 请假类型, 开始/结束时间, 天数, 事由, 附件, with the node's field rights applied.
import { useContext, useEffect, useMemo, type ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import { FileUploader, UploadTrackerContext, pendingUploadMessage } from '@/components'
import { createFormStore, firstError, useFormField, type FormStore } from '@/lib/form'
import { FieldRow } from '../field-row'
import { fieldRight, type FieldRight } from '../form-operates'
import type { FlowFormProps } from '../types'
import { DateTimeField } from './date-time-field'
import { LEAVE_FIELDS, LEAVE_REQUIRED, LEAVE_TYPES, leaveRules, spannedDays, type LeaveField } from './leave-rules'

type Rights = Record<LeaveField, FieldRight>

function Field({ form, name, right, block, children }: { form: FormStore; name: LeaveField; right: FieldRight; block?: boolean; children: (f: ReturnType<typeof useFormField>) => ReactElement }) {
  const f = useFormField(form, name)
  if (!right.read) return null
  return (
    <FieldRow label={LEAVE_FIELDS[name]} required={right.required} error={f.error} block={block}>
      {children(f)}
    </FieldRow>
  )
}

export function LeaveApplyForm({ values, formOperates, readOnly, startNode, handleRef }: FlowFormProps) {
  const rights = useMemo(() => {
    const out = {} as Rights
    for (const key of Object.keys(LEAVE_FIELDS) as LeaveField[]) out[key] = fieldRight(formOperates, key, LEAVE_REQUIRED.has(key), { readOnly, startNode })
    return out
  }, [formOperates, readOnly, startNode])
  const form = useMemo(() => {
    const required = new Set((Object.keys(rights) as LeaveField[]).filter((k) => rights[k].required))
    return createFormStore({ values, rules: leaveRules(required) })
  }, [])
  const tracker = useContext(UploadTrackerContext)

  useEffect(() => {
    handleRef.current = {
      collect: async ({ validate }) => {
        const pending = pendingUploadMessage(tracker)
        if (validate && pending) {
          void Taro.showToast({ title: pending, icon: 'none' })
          return null
        }
        if (validate && !form.validate()) {
          const message = firstError(form.getState())
          if (message) void Taro.showToast({ title: message, icon: 'none' })
          return null
        }
        return { ...form.getState().values }
      }
    }
    return () => {
      handleRef.current = null
    }
  }, [form, handleRef, tracker])

  // the days follow the chosen period until the user types their own
  const setPeriod = (name: 'leaveStartTime' | 'leaveEndTime', ms: number) => {
    const before = spannedDays(form.getValue('leaveStartTime'), form.getValue('leaveEndTime'))
    form.setValue(name, ms)
    const after = spannedDays(form.getValue('leaveStartTime'), form.getValue('leaveEndTime'))
    const days = form.getValue('leaveDayCount')
    if (after !== undefined && rights.leaveDayCount.write && (days === undefined || days === '' || Number(days) === before)) form.setValue('leaveDayCount', after)
  }

  return (
    <View className='wf-leave'>
      <Field form={form} name='leaveType' right={rights.leaveType}>
        {(f) => (
          <Picker mode='selector' range={[...LEAVE_TYPES]} disabled={!rights.leaveType.write} onChange={(e) => f.onChange(LEAVE_TYPES[Number(e.detail.value)])}>
            <View className={`wf-picker-value${f.value ? '' : ' wf-picker-value--empty'}${rights.leaveType.write ? '' : ' wf-picker-value--disabled'}`}>
              <Text>{typeof f.value === 'string' && f.value ? f.value : rights.leaveType.write ? '请选择请假类型' : ''}</Text>
            </View>
          </Picker>
        )}
      </Field>
      <Field form={form} name='leaveStartTime' right={rights.leaveStartTime}>
        {(f) => <DateTimeField value={f.value} disabled={!rights.leaveStartTime.write} onChange={(ms) => setPeriod('leaveStartTime', ms)} />}
      </Field>
      <Field form={form} name='leaveEndTime' right={rights.leaveEndTime}>
        {(f) => <DateTimeField value={f.value} disabled={!rights.leaveEndTime.write} onChange={(ms) => setPeriod('leaveEndTime', ms)} />}
      </Field>
      <Field form={form} name='leaveDayCount' right={rights.leaveDayCount}>
        {(f) => (
          <Input
            className='wf-input'
            type='digit'
            aria-label='请假天数'
            value={f.value === undefined || f.value === null ? '' : String(f.value)}
            disabled={!rights.leaveDayCount.write}
            placeholder={rights.leaveDayCount.write ? '请输入请假天数' : ''}
            placeholderClass='wf-placeholder'
            onInput={(e) => f.onChange(e.detail.value === '' ? '' : Number.isFinite(Number(e.detail.value)) ? Number(e.detail.value) : e.detail.value)}
          />
        )}
      </Field>
      <Field form={form} name='leaveReason' right={rights.leaveReason} block>
        {(f) => (
          <Textarea
            className='wf-textarea'
            aria-label='请假事由'
            value={typeof f.value === 'string' ? f.value : ''}
            disabled={!rights.leaveReason.write}
            maxlength={500}
            placeholder={rights.leaveReason.write ? '请输入请假事由' : ''}
            placeholderClass='wf-placeholder'
            onInput={(e) => f.onChange(e.detail.value)}
          />
        )}
      </Field>
      <Field form={form} name='fileJson' right={rights.fileJson} block>
        {(f) => <FileUploader value={f.value as never} onChange={f.onChange} disabled={!rights.fileJson.write} limit={9} />}
      </Field>
    </View>
  )
}

import { useEffect, useState } from 'react'
import { View, Text, Picker, Textarea } from '@tarojs/components'
import { PageState } from '@/components'
import { createFormStore, useFormState, type FormRule } from '@/lib/form'
import { fromServerDay, serverDay } from '@/utils'
import { getBaseInfo, updateBaseInfo } from '../api/base-info'
import type { UserBaseInfo } from '../types'
import { genderOptions } from '../lib/gender'
import { draftFromInfo, SIGNATURE_MAX, toUserInfoForm, validateBaseInfo, type BaseInfoDraft } from '../lib/base-info-rules'
import { errorText } from '@/lib/error-text'
import { toast } from '../lib/confirm'
import { AvatarChanger } from './avatar-changer'
import { EntryGroup, EntryRow } from './entry-list'
import { FormField, TextField } from './form-field'
import { ActionButton } from './action-button'
import './personal-data-form.scss'

export interface PersonalDataFormProps {
  /** the avatar shown until BaseInfo has loaded (from the session) */
  headIcon?: string | null
  /** after the avatar or the base info changed on the server (the page refreshes the session's user info) */
  onUpdated: () => Promise<void>
}

// a birthday is a calendar day on the server's clock, whatever zone this device is set to
const dateValue = serverDay

const CHECKED: (keyof BaseInfoDraft)[] = ['realName', 'mobilePhone', 'email', 'birthday', 'signature']
// each field shows its message from the one validation of the draft, checked when the user saves
const rules: Record<string, FormRule[]> = Object.fromEntries(
  CHECKED.map((key) => [key, [{ trigger: 'submit', validator: (_value, values) => validateBaseInfo(values as unknown as BaseInfoDraft)[key] } satisfies FormRule]])
)

/** the user's base information: read, edit with validation, save; avatar change at the top */
export function PersonalDataForm({ headIcon, onUpdated }: PersonalDataFormProps) {
  const [info, setInfo] = useState<UserBaseInfo | null>(null)
  const [loadError, setLoadError] = useState('')
  const [form] = useState(() => createFormStore({ rules }))
  const draft = useFormState(form, (state) => state.values) as unknown as BaseInfoDraft
  const errors = useFormState(form, (state) => state.errors)
  const saving = useFormState(form, (state) => state.submitting)

  const load = async () => {
    setLoadError('')
    try {
      const data = await getBaseInfo()
      form.reset(draftFromInfo(data) as unknown as Record<string, unknown>)
      setInfo(data)
    } catch (err) {
      setLoadError(errorText(err, '个人资料加载失败'))
    }
  }

  useEffect(() => {
    void load()
  }, [])

  if (loadError) return <PageState status='error' text={loadError} onRetry={() => void load()} />
  if (!info) return <PageState status='loading' />

  const change = <K extends keyof BaseInfoDraft>(key: K, value: BaseInfoDraft[K]) => form.setValue(key, value)

  const save = () =>
    form.submit(async (values) => {
      // a failed save rejects here: the request layer has shown the server's reason and the form keeps the edits
      await updateBaseInfo(toUserInfoForm(info, values as unknown as BaseInfoDraft))
      toast('保存成功', 'success')
      // saved and toasted already; the refresh of the profile around it shows its own error
      await onUpdated().catch(() => undefined)
    })

  const genderIndex = genderOptions.findIndex((g) => g.code === draft.gender)
  const today = serverDay(Date.now())

  return (
    <View className='pf-personal'>
      <AvatarChanger src={info.avatar || headIcon} name={info.realName} onChanged={onUpdated} />
      <EntryGroup title='账号信息'>
        <EntryRow title='账号' extra={info.account} />
        <EntryRow title='组织' extra={info.organize || '未分配'} />
        <EntryRow title='岗位' extra={info.position || '未分配'} />
      </EntryGroup>
      <EntryGroup title='基本资料'>
        <TextField label='姓名' required value={draft.realName} maxlength={50} error={errors.realName} onChange={(v) => change('realName', v)} />
        <FormField label='性别'>
          <Picker
            mode='selector'
            range={genderOptions.map((g) => g.label)}
            value={Math.max(genderIndex, 0)}
            onChange={(e) => change('gender', genderOptions[Number(e.detail.value)]?.code ?? '')}
          >
            <Text className={`pf-picker${genderIndex < 0 ? ' pf-picker--empty' : ''}`}>
              {genderIndex < 0 ? '请选择性别' : genderOptions[genderIndex].label}
            </Text>
          </Picker>
        </FormField>
        <TextField label='手机号码' type='number' maxlength={11} value={draft.mobilePhone} error={errors.mobilePhone} onChange={(v) => change('mobilePhone', v)} />
        <TextField label='电子邮箱' value={draft.email} maxlength={100} error={errors.email} onChange={(v) => change('email', v)} />
        <FormField label='出生日期' error={errors.birthday}>
          <Picker
            mode='date'
            value={dateValue(draft.birthday) || '1990-01-01'}
            start='1900-01-01'
            end={today}
            onChange={(e) => change('birthday', fromServerDay(String(e.detail.value)))}
          >
            <Text className={`pf-picker${draft.birthday === null ? ' pf-picker--empty' : ''}`}>
              {draft.birthday === null ? '请选择出生日期' : dateValue(draft.birthday)}
            </Text>
          </Picker>
        </FormField>
        <FormField label='个人签名' error={errors.signature}>
          <Textarea
            className='pf-personal__textarea'
            value={draft.signature}
            maxlength={SIGNATURE_MAX}
            autoHeight
            placeholder='写一句话介绍自己'
            onInput={(e) => change('signature', e.detail.value)}
          />
        </FormField>
      </EntryGroup>
      <ActionButton loading={saving} onClick={() => void save()}>
        保存
      </ActionButton>
      <View className='pf-personal__bottom' />
    </View>
  )
}

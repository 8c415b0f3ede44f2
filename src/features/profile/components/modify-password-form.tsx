import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { modifyPassword } from '../api/password'
import { PASSWORD_RULE_TEXT, validatePasswordChange, type PasswordChange, type PasswordErrors } from '../lib/password-rules'
import { hasErrors } from '../lib/form-errors'
import { errorText } from '@/lib/error-text'
import { toast } from '../lib/confirm'
import { EntryGroup } from './entry-list'
import { TextField } from './form-field'
import { ActionButton } from './action-button'
import './form-page.scss'

export interface ModifyPasswordFormProps {
  /** after the server took the new password: the page ends the session so the user logs in again */
  onChanged: () => Promise<void>
  /** time the success message stays before the session ends */
  logoutDelay?: number
}

const empty: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' }

export function ModifyPasswordForm({ onChanged, logoutDelay = 1500 }: ModifyPasswordFormProps) {
  const [form, setForm] = useState<PasswordChange>(empty)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  const change = (key: keyof PasswordChange, value: string) => {
    setForm({ ...form, [key]: value })
    if (errors[key]) setErrors({ ...errors, [key]: undefined })
  }

  const submit = async () => {
    const found = validatePasswordChange(form)
    setErrors(found)
    setServerError('')
    if (hasErrors(found)) return
    setBusy(true)
    try {
      await modifyPassword(form.oldPassword, form.newPassword)
    } catch (err) {
      setServerError(errorText(err, '修改失败，请重试'))
      setBusy(false)
      return
    }
    toast('修改成功，请重新登录', 'success')
    await new Promise((resolve) => setTimeout(resolve, logoutDelay))
    await onChanged()
  }

  return (
    <View className='pf-form-page'>
      <Text className='pf-form-page__tip'>新密码要求：{PASSWORD_RULE_TEXT}，且不能与当前密码相同。修改成功后需要重新登录。</Text>
      <EntryGroup>
        <TextField label='当前密码' password value={form.oldPassword} maxlength={20} error={errors.oldPassword} onChange={(v) => change('oldPassword', v)} />
        <TextField label='新密码' password value={form.newPassword} maxlength={20} error={errors.newPassword} onChange={(v) => change('newPassword', v)} />
        <TextField label='确认新密码' password value={form.confirmPassword} maxlength={20} placeholder='请再次输入新密码' error={errors.confirmPassword} onChange={(v) => change('confirmPassword', v)} />
      </EntryGroup>
      {serverError ? <View className='pf-form-page__error' role='alert'><Text>{serverError}</Text></View> : null}
      <ActionButton loading={busy} onClick={() => void submit()}>
        确认修改
      </ActionButton>
    </View>
  )
}

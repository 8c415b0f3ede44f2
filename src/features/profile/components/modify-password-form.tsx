import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { createFormStore, useFormField, useFormState, type FormRule } from '@/lib/form'
import { modifyPassword } from '../api/password'
import { PASSWORD_RULE_TEXT, validatePasswordChange, type PasswordChange } from '../lib/password-rules'
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

// the three checks depend on each other, so each field takes its message from the one validation of the whole form
const ruleFor = (key: keyof PasswordChange): FormRule[] => [
  { trigger: 'submit', validator: (_value, values) => validatePasswordChange(values as unknown as PasswordChange)[key] }
]
const rules = { oldPassword: ruleFor('oldPassword'), newPassword: ruleFor('newPassword'), confirmPassword: ruleFor('confirmPassword') }

export function ModifyPasswordForm({ onChanged, logoutDelay = 1500 }: ModifyPasswordFormProps) {
  const [form] = useState(() => createFormStore({ values: { ...empty }, rules }))
  const oldPassword = useFormField<string>(form, 'oldPassword')
  const newPassword = useFormField<string>(form, 'newPassword')
  const confirmPassword = useFormField<string>(form, 'confirmPassword')
  const submitting = useFormState(form, (state) => state.submitting)
  const [serverError, setServerError] = useState('')
  // after a success the button stays busy until the session ends
  const [done, setDone] = useState(false)

  const submit = async () => {
    setServerError('')
    await form.submit(async (values) => {
      try {
        await modifyPassword(String(values.oldPassword), String(values.newPassword))
      } catch (err) {
        setServerError(errorText(err, '修改失败，请重试'))
        return
      }
      setDone(true)
      toast('修改成功，请重新登录', 'success')
      await new Promise((resolve) => setTimeout(resolve, logoutDelay))
      await onChanged()
    })
  }

  return (
    <View className='pf-form-page'>
      <Text className='pf-form-page__tip'>新密码要求：{PASSWORD_RULE_TEXT}，且不能与当前密码相同。修改成功后需要重新登录。</Text>
      <EntryGroup>
        <TextField label='当前密码' password value={oldPassword.value} maxlength={20} error={oldPassword.error} onChange={oldPassword.onChange} />
        <TextField label='新密码' password value={newPassword.value} maxlength={20} error={newPassword.error} onChange={newPassword.onChange} />
        <TextField label='确认新密码' password value={confirmPassword.value} maxlength={20} placeholder='请再次输入新密码' error={confirmPassword.error} onChange={confirmPassword.onChange} />
      </EntryGroup>
      {serverError ? <View className='pf-form-page__error' role='alert'><Text>{serverError}</Text></View> : null}
      <ActionButton loading={submitting || done} onClick={() => void submit()}>
        确认修改
      </ActionButton>
    </View>
  )
}

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { createFormStore, useFormField, useFormState, type FormRule } from '@/lib/form'
import { cancelAccount } from '../api/cancel-account'
import { confirmAction, toast } from '../lib/confirm'
import { errorText } from '@/lib/error-text'
import { EntryGroup } from './entry-list'
import { TextField } from './form-field'
import { ActionButton } from './action-button'
import './form-page.scss'

export interface CancellationFormProps {
  account?: string
  /** after the server cancelled the account: the page clears the session and returns to login */
  onCancelled: () => Promise<void> | void
}

const CONSEQUENCES = [
  '账号将被停用，无法再登录本平台（小程序与网页端）；',
  '所有设备上的登录状态将立即失效；',
  '您在项目中填报的记录、审批意见等业务数据仍按规定保留，不会被删除；',
  '如需恢复使用，请联系单位管理员重新启用账号。'
]

// any typed character counts (a password may be spaces), so this is a plain non-empty check, not `required`
const rules: Record<string, FormRule[]> = {
  password: [{ trigger: 'submit', validator: (value) => (value ? undefined : '请输入当前密码以确认是您本人操作') }]
}

/** account cancellation: the consequences first, then the current password and one more explicit confirmation */
export function CancellationForm({ account, onCancelled }: CancellationFormProps) {
  const [form] = useState(() => createFormStore({ values: { password: '' }, rules }))
  const password = useFormField<string>(form, 'password')
  const submitting = useFormState(form, (state) => state.submitting)
  const [serverError, setServerError] = useState('')
  // after a success the button stays busy until the page has left
  const [done, setDone] = useState(false)

  const submit = async () => {
    // checked before the confirmation, and the button shows no spinner while the user reads it
    if (!form.validate()) return
    setServerError('')
    const ok = await confirmAction({
      title: '确认注销账号',
      content: `注销后账号${account ? `「${account}」` : ''}将无法登录，此操作不可自行撤销。确定继续吗？`,
      confirmText: '确认注销',
      danger: true
    })
    if (!ok) return
    await form.submit(async (values) => {
      try {
        await cancelAccount(String(values.password))
      } catch (err) {
        setServerError(errorText(err, '注销失败，请重试'))
        return
      }
      setDone(true)
      toast('账号已注销', 'success')
      await onCancelled()
    })
  }

  return (
    <View className='pf-form-page'>
      <View className='pf-form-page__warning'>
        <Text className='pf-form-page__warning-title'>注销账号后：</Text>
        {CONSEQUENCES.map((line) => (
          <Text key={line} className='pf-form-page__warning-item'>
            · {line}
          </Text>
        ))}
      </View>
      <EntryGroup>
        <TextField
          label='当前密码'
          password
          value={password.value}
          maxlength={20}
          error={password.error || serverError}
          onChange={(v) => {
            password.onChange(v)
            if (serverError) setServerError('')
          }}
        />
      </EntryGroup>
      <ActionButton type='danger' loading={submitting || done} onClick={() => void submit()}>
        注销账号
      </ActionButton>
    </View>
  )
}

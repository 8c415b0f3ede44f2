import { useState } from 'react'
import { View, Text } from '@tarojs/components'
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

/** account cancellation: the consequences first, then the current password and one more explicit confirmation */
export function CancellationForm({ account, onCancelled }: CancellationFormProps) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!password) {
      setError('请输入当前密码以确认是您本人操作')
      return
    }
    setError('')
    const ok = await confirmAction({
      title: '确认注销账号',
      content: `注销后账号${account ? `「${account}」` : ''}将无法登录，此操作不可自行撤销。确定继续吗？`,
      confirmText: '确认注销',
      danger: true
    })
    if (!ok) return
    setBusy(true)
    try {
      await cancelAccount(password)
    } catch (err) {
      setError(errorText(err, '注销失败，请重试'))
      setBusy(false)
      return
    }
    toast('账号已注销', 'success')
    await onCancelled()
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
          value={password}
          maxlength={20}
          error={error}
          onChange={(v) => {
            setPassword(v)
            if (error) setError('')
          }}
        />
      </EntryGroup>
      <ActionButton type='danger' loading={busy} onClick={() => void submit()}>
        注销账号
      </ActionButton>
    </View>
  )
}

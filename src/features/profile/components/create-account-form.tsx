// 新建账号 in 我的组织: a manager creates an account in the organisation they are looking at. The fields are checked
// here first (lib/new-account.ts); the server's refusal (a taken account, an organisation outside their projects)
// is shown under the form as it came.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { errorText } from '@/lib/error-text'
import { createAccount, type NewAccount } from '../api/managed-people'
import { checkNewAccount, type AccountErrors } from '../lib/new-account'
import { toast } from '../lib/confirm'
import { ActionButton } from './action-button'
import { FormField, TextField } from './form-field'
import './create-account-form.scss'

export interface CreateAccountFormProps {
  organizeId: string
  organizeName: string
  onCreated: () => void
}

/** the sex dictionary of JNPF (base_dictionary 'sex'): codes 1 and 2 */
const GENDERS = [
  { code: '1', name: '男' },
  { code: '2', name: '女' }
]

export function CreateAccountForm({ organizeId, organizeName, onCreated }: CreateAccountFormProps) {
  const [a, setA] = useState<NewAccount>({ account: '', realName: '', gender: '1', mobilePhone: '', organizeId, password: '' })
  const [errors, setErrors] = useState<AccountErrors>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (key: keyof NewAccount) => (value: string) => setA((x) => ({ ...x, [key]: value }))

  const submit = async () => {
    const found = checkNewAccount({ ...a, organizeId })
    setErrors(found)
    setServerError('')
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const msg = await createAccount({ ...a, account: a.account.trim(), realName: a.realName.trim(), mobilePhone: a.mobilePhone.trim(), organizeId })
      toast(msg || '创建成功', 'success')
      onCreated()
    } catch (err) {
      setServerError(errorText(err, '创建失败，请检查网络后重试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='pf-form-page pf-create-account'>
      <Text className='pf-form-page__tip'>{`新账号将加入「${organizeName}」`}</Text>
      <TextField label='账户' required value={a.account} onChange={set('account')} error={errors.account} maxlength={50} />
      <TextField label='姓名' required value={a.realName} onChange={set('realName')} error={errors.realName} maxlength={50} />
      <FormField label='性别' required error={errors.gender}>
        <View className='pf-choice'>
          {GENDERS.map((g) => (
            <View key={g.code} role='radio' aria-checked={a.gender === g.code} className={`pf-choice__item${a.gender === g.code ? ' pf-choice__item--on' : ''}`} onClick={() => set('gender')(g.code)}>
              <Text>{g.name}</Text>
            </View>
          ))}
        </View>
      </FormField>
      <TextField label='手机号码' type='number' value={a.mobilePhone} onChange={set('mobilePhone')} error={errors.mobilePhone} maxlength={11} />
      <TextField label='初始密码' password value={a.password} onChange={set('password')} error={errors.password} placeholder='不填则使用系统默认密码' />
      {serverError ? <Text className='pf-form-page__error'>{serverError}</Text> : null}
      <ActionButton onClick={() => void submit()} loading={busy}>创建账号</ActionButton>
    </View>
  )
}

// Registering or editing a labour worker: name, 18-digit ID card (the app's validator, the server checks the same),
// mobile, trade, team, section, entry and exit dates. Setting an exit date asks first: the worker cannot clock in
// after it.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Picker } from '@tarojs/components'
import type { WorkerVO } from '@shared/api/attendance'
import type { ContractVO } from '@shared/api/oauth'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getWorker, saveWorker } from '../api'
import { chinaToday, validateWorker, type WorkerForm as WorkerFormValues } from '../lib/rules'
import './attendance.scss'

type Form = WorkerFormValues
const today = chinaToday

/** contracts: the sections of the project in use a new worker can be registered on */
export function WorkerForm({ id, contracts: all }: { id?: string; contracts: ContractVO[] }) {
  const contracts = all.filter((c) => c.kind === 'construction')
  const [form, setForm] = useState<Form>({ realName: '', idCard: '', mobile: '', trade: '', team: '', contractId: contracts[0]?.id ?? '', entryDate: today(), exitDate: '' })
  const [saved, setSaved] = useState<WorkerVO>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(id ? 'loading' : 'ready')
  const [error, setError] = useState('')
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({})
  const [busy, setBusy] = useState(false)

  const load = async () => {
    if (!id) return
    try {
      const w = await getWorker(id)
      setSaved(w)
      setForm({ realName: w.realName, idCard: w.idCard, mobile: w.mobile, trade: w.trade, team: w.team, contractId: w.contractId, entryDate: w.entryDate, exitDate: w.exitDate })
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }
  useEffect(() => { void load() }, [id])

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />

  const set = (k: keyof Form) => (v: string) => { setForm((f) => ({ ...f, [k]: v })); setErrors((e) => ({ ...e, [k]: undefined })) }
  const submit = async () => {
    const e = validateWorker(form)
    setErrors(e)
    if (Object.keys(e).length > 0 || busy) return
    if (form.exitDate && form.exitDate !== saved?.exitDate) {
      const { confirm } = await Taro.showModal({ title: '确认退场', content: `${form.realName}将于${form.exitDate}退场，之后无法再打卡。确定保存吗？` })
      if (!confirm) return
    }
    setBusy(true)
    try {
      await saveWorker({ ...form, idCard: form.idCard.trim().toUpperCase(), id })
      void Taro.showToast({ title: '保存成功', icon: 'success' })
      setTimeout(() => void Taro.navigateBack(), 600)
    } catch (err) {
      void Taro.showModal({ title: '保存失败', content: errorText(err, '保存失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const text = (k: keyof Form, label: string, placeholder: string, type: 'text' | 'idcard' | 'number' = 'text', max = 50) => (
    <View key={k}>
      <View className='att-field'>
        <Text className='att-field__label'>{label}</Text>
        <Input className='att-field__input' type={type} maxlength={max} value={form[k]} placeholder={placeholder} onInput={(e) => set(k)(e.detail.value)} />
      </View>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  const date = (k: 'entryDate' | 'exitDate', label: string) => (
    <View key={k}>
      <Picker mode='date' value={form[k] || today()} onChange={(e) => set(k)(e.detail.value)}>
        <View className='att-field'>
          <Text className='att-field__label'>{label}</Text>
          <Text className='att-field__input'>{form[k] || (k === 'exitDate' ? '未退场' : '请选择')}</Text>
        </View>
      </Picker>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  const cIndex = Math.max(0, contracts.findIndex((c) => c.id === form.contractId))
  return (
    <View className='att'>
      <View className='att-form'>
        {text('realName', '姓名', '请输入姓名')}
        {text('idCard', '身份证号', '18位身份证号', 'idcard', 18)}
        {text('mobile', '手机号', '选填', 'number', 11)}
        {text('trade', '工种', '如 钢筋工')}
        {text('team', '班组', '如 桥梁一队')}
        {id ? (
          <View className='att-field'><Text className='att-field__label'>合同段</Text><Text className='att-field__input'>{saved?.contractName}</Text></View>
        ) : (
          <Picker mode='selector' range={contracts.map((c) => c.fullName)} value={cIndex} onChange={(e) => set('contractId')(contracts[Number(e.detail.value)].id)}>
            <View className='att-field'><Text className='att-field__label'>合同段</Text><Text className='att-field__input'>{contracts[cIndex]?.fullName ?? '请选择'}</Text></View>
          </Picker>
        )}
        {errors.contractId && <Text className='att-field__error'>{errors.contractId}</Text>}
        {date('entryDate', '进场日期')}
        {date('exitDate', '退场日期')}
        {form.exitDate && <Text className='att-place__link' onClick={() => set('exitDate')('')}>清除退场日期</Text>}
      </View>
      <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '保存中…' : '保存'}</View>
    </View>
  )
}

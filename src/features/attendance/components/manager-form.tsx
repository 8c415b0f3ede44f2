// Registering or editing a person of a section's management staff: name, section, post, the linked account (to
// tell from his punches whether he is on site), phone, 合同要求在岗, certificates with number and expiry, entry and
// exit dates. Leaving with changes asks first; deleting and setting an exit date ask first.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Picker, Switch } from '@tarojs/components'
import { CERTIFICATE_NAMES, MANAGER_POSTS, type ManagerVO } from '@shared/api/attendance-managers'
import type { ContractVO } from '@shared/api/oauth'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { useLeaveGuard } from '@/lib/use-leave-guard'
import { getLinkableAccounts, getManager, removeManager, saveManager } from '../api/managers'
import { expiryText, validateManager, type ManagerErrors, type ManagerFormValues } from '../lib/manager-rules'
import { chinaToday } from '../lib/rules'
import './attendance.scss'

const blank = (contractId: string): ManagerFormValues => ({
  contractId, userId: '', realName: '', post: '', mobile: '', onSiteRequired: true, certificates: [], entryDate: chinaToday(), exitDate: '', remark: ''
})
const back = () => void Taro.navigateBack()

export function ManagerForm({ id, contracts: all }: { id?: string; contracts: ContractVO[] }) {
  const contracts = all.filter((c) => c.kind === 'construction')
  const [form, setForm] = useState<ManagerFormValues>(blank(contracts[0]?.id ?? ''))
  const [saved, setSaved] = useState<ManagerVO>()
  const [accounts, setAccounts] = useState<{ id: string; realName: string; account: string }[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(id ? 'loading' : 'ready')
  const [error, setError] = useState('')
  const [errors, setErrors] = useState<ManagerErrors>({})
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirmLeave = useLeaveGuard(dirty && !busy)
  const leave = async () => { if (await confirmLeave()) back() }

  const load = async () => {
    if (!id) return
    setStatus('loading')
    try {
      const m = await getManager(id)
      setSaved(m)
      setForm({
        contractId: m.contractId, userId: m.userId, realName: m.realName, post: m.post, mobile: m.mobile, onSiteRequired: m.onSiteRequired,
        certificates: m.certificates.map(({ name, number, expiryDate }) => ({ name, number, expiryDate })), entryDate: m.entryDate, exitDate: m.exitDate, remark: m.remark
      })
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }
  useEffect(() => { void load() }, [id])
  // the accounts of the section; a viewer who may not link gets none, and the form still shows the linked name
  useEffect(() => {
    if (!form.contractId) return
    getLinkableAccounts(form.contractId).then(setAccounts).catch(() => setAccounts([]))
  }, [form.contractId])

  // a reader (a supervisor, a safety officer, the owner) sees the person; only the section's managers change him
  const readOnly = Boolean(saved && saved.mayEdit === false)
  const title = readOnly ? '管理人员信息' : id ? '编辑管理人员' : '登记管理人员'
  if (status !== 'ready') {
    return (
      <View className='page'>
        <NavBar title={title} back />
        {status === 'loading' ? <PageState status='loading' /> : <PageState status='error' text={error} onRetry={() => void load()} />}
      </View>
    )
  }

  const patch = (p: Partial<ManagerFormValues>) => { setForm((f) => ({ ...f, ...p })); setDirty(true) }
  const set = <K extends keyof ManagerFormValues>(k: K) => (v: ManagerFormValues[K]) => { patch({ [k]: v } as Partial<ManagerFormValues>); setErrors((e) => ({ ...e, [k]: undefined })) }
  const setCert = (i: number, p: Partial<ManagerFormValues['certificates'][number]>) => {
    patch({ certificates: form.certificates.map((c, j) => (j === i ? { ...c, ...p } : c)) })
    setErrors((e) => ({ ...e, certificates: undefined }))
  }

  const submit = async () => {
    const e = validateManager(form)
    setErrors(e)
    if (Object.keys(e).length > 0 || busy) return
    if (form.exitDate && form.exitDate !== saved?.exitDate) {
      const { confirm } = await Taro.showModal({ title: '确认退场', content: `${form.realName}将于${form.exitDate}退场，之后不再计入在岗人员。确定保存吗？` })
      if (!confirm) return
    }
    setBusy(true)
    try {
      await saveManager({ ...form, id, realName: form.realName.trim(), certificates: form.certificates.map((c) => ({ ...c, name: c.name.trim(), number: c.number.trim() })) })
      setDirty(false)
      void Taro.showToast({ title: '保存成功', icon: 'success' })
      setTimeout(back, 600)
    } catch (err) {
      void Taro.showModal({ title: '保存失败', content: errorText(err, '保存失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!id || busy) return
    const { confirm } = await Taro.showModal({ title: '删除管理人员', content: `确定删除${saved?.realName ?? ''}（${saved?.post ?? ''}）的登记信息吗？删除后无法恢复。`, confirmText: '删除', confirmColor: '#fa3534' })
    if (!confirm) return
    setBusy(true)
    try {
      await removeManager(id)
      setDirty(false)
      void Taro.showToast({ title: '已删除', icon: 'success' })
      setTimeout(back, 600)
    } catch (err) {
      void Taro.showModal({ title: '删除失败', content: errorText(err, '删除失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const field = (label: string, k: 'realName' | 'mobile' | 'remark', placeholder: string, type: 'text' | 'number' = 'text', max = 50) => (
    <View key={k}>
      <View className='att-field'>
        <Text className='att-field__label'>{label}</Text>
        <Input disabled={readOnly} className={`att-field__input att-input--${k}`} type={type} maxlength={max} value={form[k]} placeholder={placeholder} onInput={(e) => set(k)(e.detail.value)} />
      </View>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  const date = (k: 'entryDate' | 'exitDate', label: string) => (
    <View key={k}>
      <Picker disabled={readOnly} mode='date' value={form[k] || chinaToday()} onChange={(e) => set(k)(e.detail.value)}>
        <View className='att-field'>
          <Text className='att-field__label'>{label}</Text>
          <Text className='att-field__input'>{form[k] || (k === 'exitDate' ? '未退场' : '请选择')}</Text>
        </View>
      </Picker>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  const cIndex = Math.max(0, contracts.findIndex((c) => c.id === form.contractId))
  const postIndex = Math.max(0, MANAGER_POSTS.indexOf(form.post as typeof MANAGER_POSTS[number]))
  const accountOptions = [{ id: '', label: '不关联' }, ...accounts.map((a) => ({ id: a.id, label: `${a.realName}（${a.account}）` }))]
  const accountIndex = Math.max(0, accountOptions.findIndex((a) => a.id === form.userId))
  const linkedName = form.userId ? accountOptions.find((a) => a.id === form.userId)?.label ?? saved?.userName ?? form.userId : '不关联'

  return (
    <View className='page'>
      <NavBar title={title} back onBack={() => void leave()} />
      <View className='att'>
        <View className='att-form'>
          {field('姓名', 'realName', '请输入姓名')}
          {id ? (
            <View className='att-field'><Text className='att-field__label'>合同段</Text><Text className='att-field__input att-field__value'>{saved?.contractName}</Text></View>
          ) : (
            <Picker disabled={readOnly} mode='selector' range={contracts.map((c) => c.fullName)} value={cIndex} onChange={(e) => patch({ contractId: contracts[Number(e.detail.value)].id, userId: '' })}>
              <View className='att-field'><Text className='att-field__label'>合同段</Text><Text className='att-field__input att-field__value'>{contracts[cIndex]?.fullName ?? '请选择'}</Text></View>
            </Picker>
          )}
          {errors.contractId && <Text className='att-field__error'>{errors.contractId}</Text>}
          <Picker disabled={readOnly} mode='selector' range={[...MANAGER_POSTS]} value={postIndex} onChange={(e) => set('post')(MANAGER_POSTS[Number(e.detail.value)])}>
            <View className='att-field'><Text className='att-field__label'>岗位</Text><Text className='att-field__input'>{form.post || '请选择'}</Text></View>
          </Picker>
          {errors.post && <Text className='att-field__error'>{errors.post}</Text>}
          <Picker disabled={readOnly} mode='selector' range={accountOptions.map((a) => a.label)} value={accountIndex} onChange={(e) => set('userId')(accountOptions[Number(e.detail.value)].id)}>
            <View className='att-field'><Text className='att-field__label'>关联账号</Text><Text className='att-field__input att-field__value'>{linkedName}</Text></View>
          </Picker>
          {field('手机号', 'mobile', '选填', 'number', 11)}
          <View className='att-switch-row'>
            <Text>合同要求在岗</Text>
            <Switch disabled={readOnly} checked={form.onSiteRequired} color='#2979ff' onChange={(e) => set('onSiteRequired')(Boolean(e.detail.value))} />
          </View>
          {date('entryDate', '进场日期')}
          {date('exitDate', '退场日期')}
          {!readOnly && form.exitDate && <Text className='att-place__link' onClick={() => set('exitDate')('')}>清除退场日期</Text>}
          {field('备注', 'remark', '选填', 'text', 200)}
        </View>

        <Text className='att-section-title'>证书</Text>
        <View className='att-form'>
          {form.certificates.length === 0 && <Text className='att-card__muted'>暂无证书</Text>}
          {form.certificates.map((c, i) => {
            const nameIndex = CERTIFICATE_NAMES.indexOf(c.name as typeof CERTIFICATE_NAMES[number])
            const left = saved?.certificates.find((s) => s.name === c.name && s.number === c.number && s.expiryDate === c.expiryDate)
            return (
              <View key={i} className='att-cert'>
                <View className='att-cert__head'>
                  <Text>{`证书${i + 1}`}</Text>
                  {!readOnly && <Text className='att-link att-link--danger' onClick={() => patch({ certificates: form.certificates.filter((_, j) => j !== i) })}>移除</Text>}
                </View>
                <Picker disabled={readOnly} mode='selector' range={[...CERTIFICATE_NAMES, '其他（手动填写）']} value={nameIndex < 0 ? CERTIFICATE_NAMES.length : nameIndex}
                  onChange={(e) => { const n = Number(e.detail.value); setCert(i, { name: n < CERTIFICATE_NAMES.length ? CERTIFICATE_NAMES[n] : '' }) }}>
                  <View className='att-field'><Text className='att-field__label'>证书类别</Text><Text className='att-field__input att-field__value'>{nameIndex < 0 ? '其他' : c.name}</Text></View>
                </Picker>
                {nameIndex < 0 && (
                  <View className='att-field'>
                    <Text className='att-field__label'>证书名称</Text>
                    <Input disabled={readOnly} className='att-field__input' maxlength={50} value={c.name} placeholder='请输入证书名称' onInput={(e) => setCert(i, { name: e.detail.value })} />
                  </View>
                )}
                <View className='att-field'>
                  <Text className='att-field__label'>证书编号</Text>
                  <Input disabled={readOnly} className='att-field__input att-input--number' maxlength={50} value={c.number} placeholder='请输入证书编号' onInput={(e) => setCert(i, { number: e.detail.value })} />
                </View>
                <Picker disabled={readOnly} mode='date' value={c.expiryDate || chinaToday()} onChange={(e) => setCert(i, { expiryDate: e.detail.value })}>
                  <View className='att-field'>
                    <Text className='att-field__label'>有效期至</Text>
                    <Text className='att-field__input'>{c.expiryDate || '长期有效'}</Text>
                  </View>
                </Picker>
                {!readOnly && c.expiryDate && <Text className='att-place__link' onClick={() => setCert(i, { expiryDate: '' })}>设为长期有效</Text>}
                {left && expiryText(left).tone !== 'ok' && <Text className={`att-row__warn att-row__warn--${expiryText(left).tone}`}>{`⚠ ${expiryText(left).text}`}</Text>}
                {errors.certificates?.[i] && <Text className='att-field__error'>{errors.certificates[i]}</Text>}
              </View>
            )
          })}
          {!readOnly && form.certificates.length < 10 && (
            <Text className='att-link' onClick={() => patch({ certificates: [...form.certificates, { name: CERTIFICATE_NAMES[1], number: '', expiryDate: '' }] })}>+ 添加证书</Text>
          )}
        </View>
        {readOnly ? <Text className='att-footer'>仅本合同段的项目经理、总工和工区负责人可以修改</Text> : (
          <View>
            <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '保存中…' : '保存'}</View>
            {id && <View className='att-delete' role='button' onClick={() => void remove()}>删除</View>}
          </View>
        )}
      </View>
    </View>
  )
}

// 考勤规则: a section's shift (work start and end), the minutes of grace before a clock-in is late or a clock-out
// early, and the rest days of the week. The section's managers change it (the server says: mayManage); everybody
// else reads it. Leaving with unsaved changes asks first.
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import type { ContractVO } from '@shared/api/oauth'
import { goBack, NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getRule, saveRule } from '../api'
import { checkRule, restDaysOf, WEEKDAYS, type RuleDraft, type RuleErrors } from '../lib/shift-rule'
import { SectionPicker, setupSections } from './section-picker'
import './attendance.scss'

export function ShiftRuleScreen({ contracts, contractId: initial }: { contracts: ContractVO[]; contractId?: string }) {
  const sections = setupSections(contracts)
  const [contractId, setContractId] = useState(initial && sections.some((c) => c.id === initial) ? initial : sections[0]?.id ?? '')
  const [draft, setDraft] = useState<RuleDraft>()
  const [manage, setManage] = useState(false)
  const [errors, setErrors] = useState<RuleErrors>({})
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirmLeave = useLeaveGuard(touched, DISCARD_QUESTION)

  const load = useCallback(async () => {
    if (!contractId) return
    try {
      const r = await getRule(contractId)
      setDraft({ workStart: r.workStart, workEnd: r.workEnd, lateGrace: String(r.lateGrace), earlyGrace: String(r.earlyGrace), restDays: restDaysOf(r.restDays), requireFace: r.requireFace === true })
      setManage(r.mayManage === true)
      setTouched(false)
      setErrors({})
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId])
  useEffect(() => { setStatus('loading'); void load() }, [load])

  const back = () => void confirmLeave().then((leave) => { if (leave) goBack() })
  const page = (body: ReactNode) => <View className='page'><NavBar title='考勤规则' back onBack={back} />{body}</View>
  if (!contractId) return page(<PageState status='empty' text='您尚未加入任何合同段' />)
  if (status === 'loading' || (status === 'ready' && !draft)) return page(<PageState status='loading' />)
  if (status === 'error' || !draft) return page(<PageState status='error' text={error} onRetry={() => { setStatus('loading'); void load() }} />)

  const edit = (patch: Partial<RuleDraft>) => {
    if (!manage) return
    setDraft((d) => (d ? { ...d, ...patch } : d))
    setTouched(true)
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }
  const switchSection = async (id: string) => {
    if (id !== contractId && (await confirmLeave())) setContractId(id)
  }
  const submit = async () => {
    const found = checkRule(draft)
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    setBusy(true)
    try {
      await saveRule({ contractId, workStart: draft.workStart, workEnd: draft.workEnd, lateGrace: Number(draft.lateGrace), earlyGrace: Number(draft.earlyGrace), restDays: draft.restDays, requireFace: draft.requireFace === true })
      setTouched(false)
      void Taro.showToast({ title: '保存成功', icon: 'success' })
    } catch (err) {
      void Taro.showModal({ title: '保存失败', content: errorText(err, '保存失败'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  const time = (k: 'workStart' | 'workEnd', label: string) => (
    <View>
      <Picker mode='time' value={draft[k]} disabled={!manage} onChange={(e) => edit({ [k]: e.detail.value })}>
        <View className='att-field'><Text className='att-field__label'>{label}</Text><Text className='att-field__input'>{draft[k]}</Text></View>
      </Picker>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  const grace = (k: 'lateGrace' | 'earlyGrace', label: string) => (
    <View>
      <View className='att-field'>
        <Text className='att-field__label'>{label}</Text>
        {manage
          ? <Input className='att-field__input' type='number' maxlength={3} value={draft[k]} placeholder='0～120' onInput={(e) => edit({ [k]: e.detail.value })} />
          : <Text className='att-field__input'>{draft[k]}</Text>}
        <Text className='att-field__unit'>分钟</Text>
      </View>
      {errors[k] && <Text className='att-field__error'>{errors[k]}</Text>}
    </View>
  )
  return page(
    <View className='att'>
      <SectionPicker sections={sections} value={contractId} onChange={(id) => void switchSection(id)} />
      <View className='att-form att-form--gap'>
        {time('workStart', '上班时间')}
        {time('workEnd', '下班时间')}
        {grace('lateGrace', '迟到宽限')}
        {grace('earlyGrace', '早退宽限')}
        <View className='att-field att-field--column'>
          <Text className='att-field__label'>休息日</Text>
          <View className='att-chips' role='group' aria-label='休息日'>
            {WEEKDAYS.map(({ day, label }) => {
              const on = draft.restDays.includes(day)
              return (
                <View key={day} role='checkbox' aria-checked={on} className={`att-chip${on ? ' att-chip--on' : ''}`}
                  onClick={() => edit({ restDays: on ? draft.restDays.filter((d) => d !== day) : [...draft.restDays, day] })}>
                  <Text>{label}</Text>
                </View>
              )
            })}
          </View>
        </View>
        {errors.restDays && <Text className='att-field__error'>{errors.restDays}</Text>}
        <View className='att-field'>
          <Text className='att-field__label'>人脸识别打卡</Text>
          <View className='att-chips att-chips--end'>
            <View role='switch' aria-checked={draft.requireFace === true} aria-label='人脸识别打卡' className={`att-chip${draft.requireFace ? ' att-chip--on' : ''}`}
              onClick={() => edit({ requireFace: !draft.requireFace })}>
              <Text>{draft.requireFace ? '已开启' : '未开启'}</Text>
            </View>
          </View>
        </View>
      </View>
      <Text className='att-hint'>上班打卡晚于上班时间加迟到宽限记为迟到，下班打卡早于下班时间减早退宽限记为早退；休息日不计迟到、早退和缺勤。开启人脸识别打卡后，劳务人员打卡须拍摄本人照片，与录入的人脸比对通过才能打卡。</Text>
      {manage
        ? <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '保存中…' : '保存'}</View>
        : <Text className='att-hint'>仅工区长、项目经理和总工可修改考勤规则</Text>}
    </View>
  )
}

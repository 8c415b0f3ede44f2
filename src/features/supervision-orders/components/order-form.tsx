// 签发监理指令: the section it goes to, the kind, the subject, where (chainage and/or part), what was found (with
// site photos), what must be done and by when, and the engineer's signature. The server numbers it
// (JL01-ZL-2026-015) and tells the section. Leaving a filled form asks first.
import { useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { OrderOptions, OrderType } from '@shared/api/supervision-orders'
import { KeepPhotosOfflineContext, NavBar, PageState, SignatureInput, SitePhotoPicker, useUploadsPending, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { randomId } from '@/utils/random'
import { getOrderOptions, issueOrder } from '../api/orders'
import { TYPE_OPTIONS } from '../lib/order'
import { Chips } from './chips'
import './orders.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const p2 = (n: number) => String(n).padStart(2, '0')
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`

export function OrderForm({ onCancel, onIssued }: { onCancel(): void; onIssued(id: string): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [options, setOptions] = useState<OrderOptions | null>(null)
  const [failure, setFailure] = useState('')
  const [contractId, setContractId] = useState('')
  const [type, setType] = useState('')
  const [subject, setSubject] = useState('')
  const [chainage, setChainage] = useState('')
  const [part, setPart] = useState('')
  const [finding, setFinding] = useState('')
  const [requirement, setRequirement] = useState('')
  const [deadline, setDeadline] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [sign, setSign] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const pending = useUploadsPending()
  /** the key of this filled form: a retry after a lost answer, or the outbox, issues it once */
  const submission = useRef(randomId(32))
  const dirty = [contractId, type, subject, chainage, part, finding, requirement, deadline, sign].some((v) => v !== '') || photos.length > 0
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  const load = () => {
    if (!projectId) return setFailure('请先在工作台选择项目')
    setFailure('')
    getOrderOptions(projectId).then((o) => {
      setOptions(o)
      if (o.sections.length === 1) setContractId(o.sections[0].id)
    }).catch((err) => setFailure(errorText(err, '合同段加载失败')))
  }
  useEffect(load, [projectId])

  const check = (): string => {
    if (!contractId) return '请选择接收指令的合同段'
    if (!type) return '请选择指令类型'
    if (!subject.trim()) return '请填写指令主题'
    if (!chainage.trim() && !part.trim()) return '请填写桩号或部位'
    if (!finding.trim()) return '请填写存在问题'
    if (!requirement.trim()) return '请填写整改要求'
    if (!deadline) return '请选择整改期限'
    if (pending) return pending
    if (!sign) return '请签名'
    return ''
  }

  const submit = async () => {
    if (busy) return
    const problem = check()
    if (problem) return toast(problem)
    const section = options?.sections.find((s) => s.id === contractId)
    const res = await Taro.showModal({ title: '签发监理指令', content: `签发给 ${section?.enCode ?? ''}，整改期限 ${deadline}。确定签发？`, confirmText: '签发', cancelText: '再想想' })
    if (!res.confirm) return
    setBusy(true)
    try {
      // the photos as the picker holds them: one kept on the phone (no signal) is uploaded by the outbox first
      const r = await issueOrder({ projectId, contractId, type: type as OrderType, subject, chainage, part, finding, requirement, deadline, photos, signImg: sign }, submission.current)
      setSent(true)
      if (r.queued) {
        toast(QUEUED_SUBMISSION_TEXT)
        return onCancel()
      }
      void Taro.showToast({ title: `已签发 ${r.orderNo}`, icon: 'none', duration: 2000 })
      onIssued(r.id)
    } catch (err) {
      toast(errorText(err, '签发失败'))
    } finally {
      setBusy(false)
    }
  }

  const sectionNames = (options?.sections ?? []).map((s) => `${s.enCode} ${s.fullName}`)
  const sectionIndex = (options?.sections ?? []).findIndex((s) => s.id === contractId)
  return (
    <>
      <NavBar title='签发监理指令' back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={projectId ? load : undefined} /> : !options ? <PageState status='loading' /> : (
        <View className='so-form'>
          <View className='so-section'>
            <Text className='so-field'>接收合同段</Text>
            <Picker mode='selector' range={sectionNames} value={Math.max(0, sectionIndex)} onChange={(e) => setContractId(options.sections[Number(e.detail.value)]?.id ?? '')}>
              <View className='so-picker'><Text className={`so-picker__text${sectionIndex < 0 ? ' so-picker__text--empty' : ''}`}>{sectionIndex < 0 ? '请选择合同段' : sectionNames[sectionIndex]}</Text><Text className='so-picker__arrow'>▾</Text></View>
            </Picker>
            <Text className='so-field'>指令类型</Text>
            <Chips label='指令类型' options={TYPE_OPTIONS} value={type} onChange={setType} />
            <Text className='so-field'>指令主题</Text>
            <Input className='so-input' value={subject} maxlength={100} placeholder='如：3#墩墩身混凝土蜂窝麻面' onInput={(e) => setSubject(e.detail.value)} />
            <Text className='so-field'>桩号</Text>
            <Input className='so-input' value={chainage} maxlength={60} placeholder='如：K12+300 或 K12+300～K12+450' onInput={(e) => setChainage(e.detail.value)} />
            <Text className='so-field'>部位 / 结构物</Text>
            <Input className='so-input' value={part} maxlength={100} placeholder='如：主线桥3#墩墩身' onInput={(e) => setPart(e.detail.value)} />
          </View>
          <View className='so-section'>
            <Text className='so-field'>存在问题</Text>
            <Textarea className='so-textarea' value={finding} maxlength={2000} placeholder='现场检查发现的问题' onInput={(e) => setFinding(e.detail.value)} />
            <KeepPhotosOfflineContext.Provider value>
              <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
            </KeepPhotosOfflineContext.Provider>
            <Text className='so-field'>整改要求</Text>
            <Textarea className='so-textarea' value={requirement} maxlength={2000} placeholder='整改措施及要求' onInput={(e) => setRequirement(e.detail.value)} />
            <Text className='so-field'>整改期限</Text>
            <Picker mode='date' value={deadline || dayOf(new Date())} start={dayOf(new Date())} onChange={(e) => setDeadline(e.detail.value)}>
              <View className='so-picker'><Text className={`so-picker__text${deadline ? '' : ' so-picker__text--empty'}`}>{deadline || '请选择整改期限'}</Text><Text className='so-picker__arrow'>▾</Text></View>
            </Picker>
          </View>
          <View className='so-section'>
            <Text className='so-field'>监理工程师签名</Text>
            <SignatureInput value={sign} onChange={setSign} title='监理工程师签名' />
          </View>
          <View className='so-actions'>
            <View className='so-btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`so-btn so-btn--primary${busy ? ' so-btn--busy' : ''}`} role='button' onClick={() => void submit()}><Text>{busy ? '签发中…' : '签发'}</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

// 工序报验申请: a finished process of an item requested for the supervisor's inspection with the foreman's self-check
// (its verdict and what was checked and measured), site photos and attachments (test reports, records). A failed
// self-check cannot be requested. Leaving a filled form asks first.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { FileUploader, KeepPhotosOfflineContext, NavBar, PageState, SitePhotoPicker, useUploadsPending, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { randomId } from '@/utils/random'
import { applyInspection, getItemProcesses, type ItemProcesses } from '../api/processes'
import { Chips } from './chips'
import './processes.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const VERDICTS = [{ value: '合格', label: '自检合格' }, { value: '不合格', label: '自检不合格' }]

export interface InspectionFormProps {
  nodeId: string
  seq: number
  onCancel(): void
  onApplied(id: string): void
}

export function InspectionForm({ nodeId, seq, onCancel, onApplied }: InspectionFormProps) {
  const [item, setItem] = useState<ItemProcesses | null>(null)
  const [failure, setFailure] = useState('')
  const [part, setPart] = useState('')
  const [verdict, setVerdict] = useState('')
  const [content, setContent] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [files, setFiles] = useState<UploadItem[]>([])
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const pending = useUploadsPending()
  /** the key of this filled form: a retry after a lost answer, or the outbox, makes one request */
  const submission = useRef(randomId(32))
  const dirty = [part, verdict, content].some((v) => v !== '') || photos.length > 0 || files.length > 0
  const confirmLeave = useLeaveGuard(dirty && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  const load = useCallback(() => {
    setFailure('')
    getItemProcesses(nodeId).then(setItem).catch((err) => setFailure(errorText(err, '加载失败')))
  }, [nodeId])
  useEffect(load, [load])
  const step = item?.processes.find((s) => s.seq === seq)

  const check = (): string => {
    if (!part.trim()) return '请填写施工部位'
    if (!verdict) return '请选择自检结论'
    if (verdict !== '合格') return '自检不合格的工序不能报验，请整改合格后再申请'
    if (content.trim().length < 5) return '请填写自检情况（至少5个字）'
    if (photos.length === 0) return '请至少上传一张现场照片'
    return pending || ''
  }

  const submit = async () => {
    if (busy) return
    const problem = check()
    if (problem) return toast(problem)
    const res = await Taro.showModal({ title: '提交报验申请', content: `申请监理验收工序「${step?.name ?? ''}」？`, confirmText: '提交', cancelText: '再想想' })
    if (!res.confirm) return
    setBusy(true)
    try {
      // the photos as the picker holds them: one kept on the phone (no signal) is uploaded by the outbox first
      const input = { nodeId, seq, part, selfCheckResult: verdict, selfCheckContent: content, photos, attachments: files.map((f) => ({ name: f.name, url: f.url })) }
      const r = await applyInspection(input, submission.current, `${item?.name ?? ''} · ${step?.name ?? ''} · ${part}`)
      setSent(true)
      if (r.queued) {
        toast(QUEUED_SUBMISSION_TEXT)
        return onCancel()
      }
      void Taro.showToast({ title: '报验申请已提交', icon: 'none', duration: 2000 })
      onApplied(r.inspection.id)
    } catch (err) {
      toast(errorText(err, '提交失败'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <NavBar title='工序报验申请' back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={load} /> : !item ? <PageState status='loading' /> : !step ? <PageState status='empty' text='该分项工程没有这道工序' /> : (
        <View className='ep'>
          <View className='ep-section'>
            <View className='ep-row'><Text className='ep-label'>分项工程</Text><Text className='ep-value'>{item.name}</Text></View>
            <View className='ep-row'><Text className='ep-label'>所属</Text><Text className='ep-value'>{item.path}</Text></View>
            <View className='ep-row'><Text className='ep-label'>报验工序</Text><Text className='ep-value'>{`${step.seq}. ${step.name}（${step.stateName}）`}</Text></View>
          </View>
          <View className='ep-section'>
            <Text className='ep-field'>施工部位 / 桩号<Text className='ep-field__star'> *</Text></Text>
            <Input className='ep-input' value={part} maxlength={200} placeholder='如：3#墩 3-2号桩' onInput={(e) => setPart(e.detail.value)} />
            <Text className='ep-field'>自检结论<Text className='ep-field__star'> *</Text></Text>
            <Chips label='自检结论' options={VERDICTS} value={verdict} onChange={setVerdict} />
            <Text className='ep-field'>自检情况<Text className='ep-field__star'> *</Text></Text>
            <Textarea className='ep-textarea' value={content} maxlength={2000} placeholder='检查项目及实测结果，如：孔深42.5m，孔径1.52m，倾斜度0.5%，沉渣厚度90mm' onInput={(e) => setContent(e.detail.value)} />
            <Text className='ep-field'>现场照片<Text className='ep-field__star'> *</Text></Text>
            <KeepPhotosOfflineContext.Provider value>
              <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
            </KeepPhotosOfflineContext.Provider>
            <Text className='ep-field'>附件（检验记录、试验报告）</Text>
            <FileUploader value={files} onChange={setFiles} limit={9} buttonText='添加附件' tipText='最多9个文件' />
          </View>
          <View className='ep-actions'>
            <View className='ep-btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`ep-btn ep-btn--primary${busy ? ' ep-btn--busy' : ''}`} role='button' onClick={() => void submit()}><Text>{busy ? '提交中…' : '提交报验'}</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

// 钢筋点数: photograph the end face of a bundle, the server finds the bar ends, the user corrects the rings by tapping
// (a ring off: remove; a bar without one: add), and saves the count with the photo, the specification, the section
// and a note. The photo is made at most 1600 px on its long side before it goes: enough for Φ12 bars in a bundle
// of 120, and the counting stays quick.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import type { RebarDetection, RebarMark } from '@shared/api/rebar'
import { NavBar, PageState } from '@/components'
import { errorText, isUserCancel } from '@/lib/error-text'
import { chooseImages, compressImage, uploadPicked } from '@/lib/media'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { detectBars, saveRebarCount } from '../api/rebar'
import { changed } from '../lib/marks'
import { MarkedPhoto } from './marked-photo'
import './rebar-count.scss'

export const SPECIFICATIONS = ['HRB400E Φ12', 'HRB400E Φ16', 'HRB400E Φ20', 'HRB400E Φ22', 'HRB400E Φ25', 'HRB400E Φ28', 'HRB400E Φ32']

type Phase = { kind: 'empty' } | { kind: 'uploading'; percent: number } | { kind: 'counting' } | { kind: 'failed'; message: string }

export interface CountScreenProps {
  onBack(): void
  onSaved(id: string): void
}

export function CountScreen({ onBack, onSaved }: CountScreenProps) {
  const contract = storage.get('contract')
  const [phase, setPhase] = useState<Phase>({ kind: 'empty' })
  const [preview, setPreview] = useState('')
  const [photo, setPhoto] = useState('')
  const [found, setFound] = useState<RebarDetection>()
  const [marks, setMarks] = useState<RebarMark[]>([])
  const [specification, setSpecification] = useState('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const confirmLeave = useLeaveGuard(Boolean(found) && !saved, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onBack() }

  if (!contract) {
    return (
      <View className='page'>
        <NavBar title='钢筋点数' back onBack={onBack} />
        <PageState status='error' text='请先在工作台选择合同段' />
      </View>
    )
  }

  const take = async () => {
    if (phase.kind === 'uploading' || phase.kind === 'counting') return
    let picked
    try {
      ;[picked] = await chooseImages({ count: 1, sourceType: ['camera', 'album'] })
    } catch (err) {
      if (!isUserCancel(err)) setPhase({ kind: 'failed', message: errorText(err, '无法打开相机') })
      return
    }
    if (!picked) return
    setProblem('')
    setFound(undefined)
    setMarks([])
    setPhoto('')
    try {
      const file = await compressImage(picked, { maxSide: 1600, quality: 0.85 })
      setPreview(file.path)
      setPhase({ kind: 'uploading', percent: 0 })
      const up = await uploadPicked(file, { type: 'annexpic', silent: true, onProgress: (percent) => setPhase({ kind: 'uploading', percent }) })
      setPhoto(up.url)
      setPhase({ kind: 'counting' })
      const result = await detectBars(up.url)
      setFound(result)
      setMarks(result.marks)
      setPhase({ kind: 'empty' })
    } catch (err) {
      setPhase({ kind: 'failed', message: errorText(err, '识别失败，请重试') })
    }
  }

  const save = async () => {
    if (busy || !found) return
    if (marks.length === 0) return setProblem('请至少标记一根钢筋')
    if (!specification.trim()) return setProblem('请填写钢筋规格')
    setProblem('')
    setBusy(true)
    try {
      const r = await saveRebarCount({
        contractId: contract.id, photo, width: found.width, height: found.height, marks, detectedCount: found.count,
        specification: specification.trim(), note: note.trim()
      })
      setSaved(true)
      void Taro.showToast({ title: `已保存：${r.count}根`, icon: 'success' })
      onSaved(r.id)
    } catch (err) {
      setProblem(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const working = phase.kind === 'uploading' || phase.kind === 'counting'
  const edited = found ? changed(found.marks, marks) : false
  return (
    <View className='page rc'>
      <NavBar title='钢筋点数' back onBack={() => void leave()} />
      <View className='rc-section'>
        <Text className='rc-meta'>{`合同段：${contract.enCode} ${contract.contractor || contract.fullName}`}</Text>
      </View>
      {found && preview ? (
        <>
          <View className='rc-count'>
            <Text className='rc-count__n'>{marks.length}</Text>
            <Text className='rc-count__unit'>根</Text>
            <Text className='rc-count__hint'>{edited ? `识别${found.count}根，已修正` : `识别${found.count}根`}</Text>
          </View>
          <Text className='rc-tip'>点圆圈删除误识别，点空白处补充漏识别的钢筋</Text>
          <MarkedPhoto src={preview} width={found.width} height={found.height} marks={marks} onChange={setMarks} />
        </>
      ) : (
        <View className='rc-empty'>
          {preview && working && <Image className='rc-preview' src={preview} mode='aspectFit' />}
          {phase.kind === 'uploading' && <Text className='rc-status'>{`正在上传照片 ${phase.percent}%`}</Text>}
          {phase.kind === 'counting' && <Text className='rc-status'>正在识别钢筋端面…</Text>}
          {phase.kind === 'empty' && <Text className='rc-status'>正对钢筋端面拍照，端面尽量充满画面、光线均匀</Text>}
          {phase.kind === 'failed' && <View className='rc-error' role='alert'><Text>{phase.message}</Text></View>}
        </View>
      )}
      <View className='rc-section'>
        <View className={`rc-btn${working ? ' rc-btn--busy' : ''}`} role='button' onClick={() => void take()}>
          <Text>{found || phase.kind === 'failed' ? '重新拍照' : '拍照识别'}</Text>
        </View>
      </View>
      {found && (
        <View className='rc-section'>
          <Text className='rc-field'><Text className='rc-star'>*</Text>钢筋规格</Text>
          <View className='rc-chips' role='radiogroup' aria-label='钢筋规格'>
            {SPECIFICATIONS.map((s) => (
              <View key={s} className={`rc-chip${specification === s ? ' rc-chip--on' : ''}`} role='radio' aria-checked={specification === s} onClick={() => setSpecification(s)}><Text>{s}</Text></View>
            ))}
          </View>
          <Input className='rc-input' value={specification} maxlength={40} placeholder='如 HRB400E Φ25' onInput={(e) => setSpecification(e.detail.value)} />
          <Text className='rc-field'>备注</Text>
          <Textarea className='rc-textarea' value={note} maxlength={200} placeholder='如 进场批次、车号、捆号' onInput={(e) => setNote(e.detail.value)} />
          {problem && <View className='rc-error' role='alert'><Text>{problem}</Text></View>}
        </View>
      )}
      {found && (
        <View className='rc-actions'>
          <View className={`rc-btn rc-btn--primary${busy ? ' rc-btn--busy' : ''}`} role='button' onClick={() => void save()}>
            <Text>{busy ? '保存中…' : `保存（${marks.length}根）`}</Text>
          </View>
        </View>
      )}
    </View>
  )
}

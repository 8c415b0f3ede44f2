// One item's filling, opened in its card: today's quantity (or the cumulative percent, for items measured by
// progress), site photos and a note. Photos taken without signal stay on the phone and go with the filling.
import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { KeepPhotosOfflineContext, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { randomId } from '@/utils/random'
import { sendFilling, type FillingItem } from '../../api/filling'
import { checkFill, doneBefore, type FillMode } from './fill-check'

export interface FillEditorProps {
  contractId: string
  date: string
  item: FillingItem
  onDone(result: { queued: boolean }): void
  onCancel(): void
}

export function FillEditor({ contractId, date, item, onDone, onCancel }: FillEditorProps) {
  const [mode, setMode] = useState<FillMode>('quantity')
  const [value, setValue] = useState(item.today ? String(item.today.quantity) : '')
  const [photos, setPhotos] = useState<UploadItem[]>((item.today?.photos ?? []).map((p) => ({ name: p.name, fileId: '', url: p.url })))
  const [note, setNote] = useState(item.today?.note ?? '')
  const [sending, setSending] = useState(false)
  const key = useRef(randomId(32))
  const problem = value === '' ? '' : checkFill(item, mode, value)

  const switchMode = (next: FillMode) => {
    setMode(next)
    setValue('')
  }
  const send = async () => {
    const why = checkFill(item, mode, value)
    if (why) return void Taro.showToast({ title: why, icon: 'none', duration: 2000 })
    if (sending) return
    setSending(true)
    try {
      const amount = mode === 'quantity' ? { quantity: value.trim() } : { percent: value.trim() }
      const sent = await sendFilling(
        { contractId, nodeId: item.id, date, ...amount, photos, note: note.trim() },
        key.current,
        { userId: storage.get('userInfo')?.userId ?? '', summary: `${date} ${item.name}` }
      )
      key.current = randomId(32)
      void Taro.showToast({ title: sent.msg, icon: sent.queued ? 'none' : 'success', duration: sent.queued ? 2500 : 1500 })
      onDone({ queued: sent.queued })
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '填报失败'), icon: 'none', duration: 2500 })
    } finally {
      setSending(false)
    }
  }

  const left = Math.round((item.designQuantity - doneBefore(item)) * 100) / 100
  return (
    <View className='pg-editor'>
      <View className='pg-switch' role='radiogroup' aria-label='填报方式'>
        <View role='radio' aria-checked={mode === 'quantity'} className={`pg-chip${mode === 'quantity' ? ' pg-chip--on' : ''}`} onClick={() => switchMode('quantity')}><Text>按数量</Text></View>
        <View role='radio' aria-checked={mode === 'percent'} className={`pg-chip${mode === 'percent' ? ' pg-chip--on' : ''}`} onClick={() => switchMode('percent')}><Text>按累计百分比</Text></View>
      </View>
      <View className='pg-row'>
        <Text className='pg-label'>{mode === 'quantity' ? '今日完成' : '累计完成'}</Text>
        <Input className='pg-input' type='digit' value={value} focus placeholder={mode === 'quantity' ? `剩余 ${left.toFixed(2)}` : '0～100'}
          aria-label={mode === 'quantity' ? '今日完成数量' : '累计完成百分比'} onInput={(e) => setValue(e.detail.value)} />
        <Text className='pg-unit'>{mode === 'quantity' ? item.unit : '%'}</Text>
      </View>
      {problem && <Text className='pg-meta' style={{ color: '#fa3534' }}>{problem}</Text>}
      <KeepPhotosOfflineContext.Provider value>
        <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
      </KeepPhotosOfflineContext.Provider>
      <Textarea className='pg-textarea' value={note} maxlength={500} placeholder='备注（作业部位、班组等，可不填）' onInput={(e) => setNote(e.detail.value)} />
      <View className='pg-actions'>
        <Text className='pg-btn' onClick={onCancel}>取消</Text>
        <Text className={`pg-btn pg-btn--primary${sending ? ' pg-btn--busy' : ''}`} onClick={() => void send()}>{sending ? '提交中…' : '提交'}</Text>
      </View>
    </View>
  )
}

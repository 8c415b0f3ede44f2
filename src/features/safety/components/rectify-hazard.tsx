// The rectification reply of the person responsible (整改回复): what the hazard was, then the measures taken, an
// account of the work and stamped photos of the corrected site; sent as the 提交复查 move, which the reporter or a
// safety officer then verifies.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Textarea, Button, Image } from '@tarojs/components'
import { PageState, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { getRecordDisplay, transitionRecord } from '@/engines/lowcode'
import { HAZARD_MODEL_ID } from '../lib/hazard'
import './safety.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const photoUrls = (v: unknown) => (Array.isArray(v) ? v.map((p) => text((p as { url?: unknown }).url)).filter(Boolean) : [])

export function RectifyHazard({ id, onDone }: { id: string; onDone(): void }) {
  const [hazard, setHazard] = useState<Record<string, unknown> | null>(null)
  const [error, setError] = useState('')
  const [measures, setMeasures] = useState('')
  const [account, setAccount] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [sending, setSending] = useState(false)

  useEffect(() => {
    getRecordDisplay(HAZARD_MODEL_ID, id).then(setHazard, (err) => setError(errorText(err, '隐患加载失败')))
  }, [id])

  const send = async () => {
    if (!measures.trim()) return toast('请填写整改措施')
    if (!account.trim()) return toast('请填写整改说明')
    if (!photos.length) return toast('请上传整改后照片')
    setSending(true)
    try {
      const msg = await transitionRecord(HAZARD_MODEL_ID, id, {
        transition: 'submitReview', opinion: account.trim(), photos: photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name })),
        data: { measures: measures.trim() }
      })
      void Taro.showToast({ title: msg || '已提交复查', icon: 'success', duration: 1500 })
      onDone()
    } catch (err) {
      toast(errorText(err, '提交失败'))
    } finally {
      setSending(false)
    }
  }

  if (error) return <PageState status='error' text={error} />
  if (!hazard) return <PageState status='loading' />
  return (
    <View className='hz-report'>
      <View className='hz-card'>
        <Text className='hz-card__title'>{text(hazard.hazardNo)} {text(hazard.hazardTitle)}</Text>
        <Text className='hz-item__meta'>{[text(hazard.chainage), text(hazard.location)].filter(Boolean).join(' ')}</Text>
        <Text className='hz-item__meta'>整改要求：{text(hazard.requirement)}</Text>
        <Text className='hz-item__meta'>整改期限：{text(hazard.deadline)}</Text>
        <View className='hz-photos'>
          {photoUrls(hazard.photos).map((url) => <Image key={url} className='hz-item__photo' src={url} mode='aspectFill' />)}
        </View>
      </View>
      <View className='hz-card'>
        <Text className='hz-card__title'>整改后照片</Text>
        <SitePhotoPicker value={photos} onChange={setPhotos} limit={6} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
        <Textarea className='hz-textarea' value={measures} maxlength={1000} placeholder='整改措施：采取了哪些措施' onInput={(e) => setMeasures(e.detail.value)} />
        <Textarea className='hz-textarea' value={account} maxlength={1000} placeholder='整改说明：整改完成情况' onInput={(e) => setAccount(e.detail.value)} />
      </View>
      <View className='hz-actions'>
        <Button className='hz-btn hz-btn--primary' loading={sending} disabled={sending} onClick={() => void send()}>提交复查</Button>
      </View>
    </View>
  )
}

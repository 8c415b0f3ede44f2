// The punch both field-service screens send (外勤打卡, 外勤拍照签到): site photos, the reason, the face photo where the
// section's rule asks for it, and the submission key. The checks every field punch needs run here, after the
// screen's own; the body is built from the day's fix; a refused punch wrote nothing, so the corrected one is sent
// under a new key, while a queued one keeps its key in the outbox.
import { useState } from 'react'
import type { ClockInput, PunchVO } from '@shared/api/attendance'
import type { UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { randomId } from '@/utils/random'
import { sayQueued, sendFieldPunch } from './field-send'
import { useFaceShot } from './face-shot'
import type { useFieldDay } from './use-field-day'

type FieldDay = ReturnType<typeof useFieldDay>

export interface FieldPunchSend {
  /** the outbox entry's title */
  title: string
  /** the screen's own refusal, asked first */
  check?: () => string | undefined
  failText: string
  onSent: (punch: PunchVO) => void | Promise<void>
}

export function useFieldPunch({ today, fix, face, needsFace }: FieldDay) {
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => randomId(32))
  const shot = useFaceShot()

  const refusal = (): string | undefined => {
    if (!fix) return '请先获取当前位置'
    if (photos.length === 0) return '请拍摄现场照片'
    if (!reason.trim()) return '请填写外勤事由'
    if (needsFace && !face?.enrolled) return '您尚未录入人脸照片，请先录入后再打卡'
    if (needsFace && !shot.picked) return '请拍摄本人正脸照片'
    return undefined
  }

  const send = async ({ title, check, failText, onSent }: FieldPunchSend) => {
    if (busy || !today) return
    const refused = check?.() || refusal()
    if (refused || !fix) return setProblem(refused ?? '请先获取当前位置')
    setProblem('')
    const body: ClockInput = {
      contractId: today.contractId, longitude: fix.longitude, latitude: fix.latitude,
      accuracy: fix.accuracy === undefined ? undefined : Math.round(fix.accuracy), clientTime: Date.now(), field: true,
      photos: photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name })), reason: reason.trim()
    }
    setBusy(true)
    try {
      const sent = await sendFieldPunch({ body, photos, key, title, face: needsFace ? shot : undefined })
      if (sent.kind === 'queued') return sayQueued()
      await onSent(sent.punch)
    } catch (err) {
      if (needsFace) shot.setState('bad')
      setProblem(errorText(err, failText))
      setKey(randomId(32))
    } finally {
      setBusy(false)
    }
  }

  /** the next punch of the day is a new one: its own photos, face and key; the reason is usually the same */
  const reset = () => {
    setPhotos([])
    setKey(randomId(32))
    shot.reset()
  }

  const typeReason = (text: string) => { setReason(text); setProblem('') }
  return { photos, setPhotos, reason, typeReason, problem, setProblem, busy, shot, send, reset }
}

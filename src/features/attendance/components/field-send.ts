// Sending a field-service punch (外勤拍照签到, 外勤打卡): straight to the server under its key; without network, with
// photos still on the phone, or when the answer is lost, into the outbox under the same key (a retry never clocks
// twice). Where the section's rule requires the face, the photo is compared on the server, so such a punch is
// never queued: it needs the network now, and says so.
import Taro from '@tarojs/taro'
import type { ClockInput, PunchVO } from '@shared/api/attendance'
import type { UploadItem } from '@/components'
import { isOnline } from '@/lib/network'
import { classifySendError, collectPhotoIds, outbox, outboxUserId } from '@/lib/outbox'
import { formatDate } from '@/utils/format-date'
import { CLOCK_URL, sendClock } from '../api'
import { QUEUED_CLOCK } from './clock-screen'
import type { useFaceShot } from './face-shot'

export const FACE_NEEDS_NETWORK = '本合同段打卡需人脸识别，需要联网比对，请连接网络后重试'

export type FieldSent = { kind: 'sent'; punch: PunchVO } | { kind: 'queued' }

export async function sendFieldPunch(opts: { body: ClockInput; photos: UploadItem[]; key: string; title: string; face?: ReturnType<typeof useFaceShot> }): Promise<FieldSent> {
  const { body, photos, key, title, face } = opts
  const pending = collectPhotoIds({ photos }).length > 0
  if (face) {
    if (!isOnline() || pending) throw new Error(FACE_NEEDS_NETWORK)
    const facePhoto = await face.upload()
    return { kind: 'sent', punch: await sendClock({ ...body, facePhoto }, key) }
  }
  const queue = async (): Promise<FieldSent> => {
    await outbox.enqueue({ id: key, userId: outboxUserId(), title, summary: `${formatDate(body.clientTime, 'hh:MM')} ${body.reason ?? ''}`, url: CLOCK_URL, body: { ...body, photos } })
    return { kind: 'queued' }
  }
  if (!isOnline() || pending) return queue()
  try {
    return { kind: 'sent', punch: await sendClock(body, key) }
  } catch (err) {
    if (classifySendError(err).kind === 'transient') return queue()
    throw err
  }
}

/** the queued punch's notice; the screen goes back when it is read */
export const sayQueued = () => void Taro.showModal({ title: '已存入待发送', content: QUEUED_CLOCK, showCancel: false, success: () => void Taro.navigateBack() })

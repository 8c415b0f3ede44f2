// The one rule of every offline-able submission: it goes now when it can, waits in the outbox when it cannot (no
// network, photos still on the device, no answer), and only the server's refusal reaches the screen.
import { RequestError } from '@/lib/request'
import { classifySendError, type EnqueueInput } from '@/lib/outbox'
import { sendOrQueueWith } from '@/lib/outbox/send-or-queue'

const entry: EnqueueInput = { id: 'key-1', userId: 'u-1', title: '监理指令回复', url: '/api/x', body: { content: '已整改' } }
const photo = { name: 'a.jpg', fileId: '', url: 'blob:a', localPhotoId: 'p-1' }

function deps(online = true) {
  const queued: EnqueueInput[] = []
  return { queued, isOnline: () => online, enqueue: async (e: EnqueueInput) => { queued.push(e) }, isTransient: (err: unknown) => classifySendError(err).kind === 'transient' }
}

test('online, without photos on the device: sent now, the answer handed back, nothing queued', async () => {
  const d = deps()
  expect(await sendOrQueueWith(d, entry, async () => 'ok')).toEqual({ queued: false, answer: 'ok' })
  expect(d.queued).toEqual([])
})

test('offline: queued under its key without trying the server', async () => {
  const d = deps(false)
  const send = jest.fn(async () => 'ok')
  expect(await sendOrQueueWith(d, entry, send)).toEqual({ queued: true })
  expect(send).not.toHaveBeenCalled()
  expect(d.queued).toEqual([entry])
})

test('a photo still on the device (in the body, or in the values named): queued for the outbox to upload first', async () => {
  const d = deps()
  const send = jest.fn(async () => 'ok')
  await sendOrQueueWith(d, { ...entry, body: { photos: [photo] } }, send)
  await sendOrQueueWith(d, entry, send, { formData: { photos: [photo] } })
  expect(send).not.toHaveBeenCalled()
  expect(d.queued).toHaveLength(2)
})

test('no answer or a server error: queued (the key decides later whether the server has it)', async () => {
  const d = deps()
  await sendOrQueueWith(d, entry, async () => { throw new Error('request:fail timeout') })
  await sendOrQueueWith(d, entry, async () => { throw new RequestError('Bad Gateway', 502) })
  expect(d.queued).toHaveLength(2)
})

test('the server refuses: the refusal reaches the caller and nothing is queued', async () => {
  const d = deps()
  await expect(sendOrQueueWith(d, entry, async () => { throw new RequestError('该指令已关闭', 400) })).rejects.toThrow('该指令已关闭')
  expect(d.queued).toEqual([])
})

// The server side the outbox talks to, reduced to what exactly-once depends on: uploads make files, and a POST
// with an Idempotency-Key the server has seen answers the first record instead of making another.
import { RequestError } from '@/lib/request'
import type { OutboxDeps, OutboxEntry, OutboxPhoto, UploadedRef } from '@/lib/outbox'

export type Fault = 'drop' | 'lose-answer' | { refuse: string } | 'session'

export class FakeServer {
  records: { key: string; body: Record<string, unknown> }[] = []
  uploads: string[] = []
  postFaults: Fault[] = []
  uploadFaults: Fault[] = []
  postCalls = 0

  upload = async (photo: OutboxPhoto, path: string, onProgress: (p: number) => void): Promise<UploadedRef> => {
    onProgress(50)
    const fault = this.uploadFaults.shift()
    if (fault === 'drop') throw { errMsg: 'uploadFile:fail abort' }
    if (fault && typeof fault === 'object') throw new RequestError(fault.refuse, 400)
    if (!path) throw new Error('no path')
    this.uploads.push(photo.id)
    onProgress(100)
    return { name: photo.name, fileId: `srv-${photo.id}.jpg`, url: `/api/file/Image/annexpic/srv-${photo.id}.jpg` }
  }

  post = async (entry: OutboxEntry, body: Record<string, unknown>): Promise<void> => {
    this.postCalls += 1
    const fault = this.postFaults.shift()
    if (fault === 'drop') throw { errMsg: 'request:fail timeout' }
    if (fault === 'session') throw new RequestError('登录过期,请重新登录', 600)
    if (fault && typeof fault === 'object') throw new RequestError(fault.refuse, 400)
    if (!this.records.some((r) => r.key === entry.id)) this.records.push({ key: entry.id, body })
    if (fault === 'lose-answer') throw { errMsg: 'request:fail timeout' }
  }

  deps(): Pick<OutboxDeps, 'upload' | 'post'> {
    return { upload: this.upload, post: this.post }
  }
}

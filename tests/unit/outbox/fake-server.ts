// The server side the outbox talks to, reduced to what exactly-once depends on: uploads make files, and a POST
// with an Idempotency-Key the server has seen answers the first record instead of making another.
import { RequestError } from '@/lib/request'
import type { OutboxDeps, OutboxEntry, OutboxPhoto, UploadedRef } from '@/lib/outbox'

/** the server's words for an edit made on a record someone saved meanwhile (record-version.ts) */
export const STALE_TEXT = '当前表单原数据已被调整，请重新进入该页面编辑并提交数据'

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

  /** records that exist already, by url, as a concurrencyLock model keeps them: their data and version */
  existing = new Map<string, { data: Record<string, unknown>; version: number; keys: string[] }>()
  putCalls = 0

  post = async (entry: OutboxEntry, body: Record<string, unknown>): Promise<void> => {
    this.postCalls += 1
    if (entry.method === 'PUT') this.putCalls += 1
    const fault = this.postFaults.shift()
    if (fault === 'drop') throw { errMsg: 'request:fail timeout' }
    if (fault === 'session') throw new RequestError('登录过期,请重新登录', 600)
    if (fault && typeof fault === 'object') throw new RequestError(fault.refuse, 400)
    if (entry.method === 'PUT') this.edit(entry, body)
    else if (!this.records.some((r) => r.key === entry.id)) this.records.push({ key: entry.id, body })
    if (fault === 'lose-answer') throw { errMsg: 'request:fail timeout' }
  }

  /** an edit: applied once per key; one made on an older version than the stored one is refused, nothing written */
  private edit(entry: OutboxEntry, body: Record<string, unknown>): void {
    const record = this.existing.get(entry.url)
    if (!record) throw new RequestError('数据不存在或您无权访问', 400)
    if (record.keys.includes(entry.id)) return
    const data = JSON.parse(body.data as string) as Record<string, unknown>
    if (Number(data.f_version) !== record.version) throw new RequestError(STALE_TEXT, 400)
    record.data = data
    record.version += 1
    record.keys.push(entry.id)
  }

  deps(): Pick<OutboxDeps, 'upload' | 'post'> {
    return { upload: this.upload, post: this.post }
  }
}

// An edit of an existing low-code record saved without network: it waits in the outbox as a PUT under its
// Idempotency-Key, reaches the server exactly once, and never overwrites a change someone saved meanwhile (the
// concurrencyLock version it carries is refused; the entry fails with the server's words, the user's values kept).
import { classifySendError, Outbox, type OutboxDeps, type OutboxEntry } from '@/lib/outbox'
import { draftKey, readDraft, settleDraft, writeDraft } from '@/lib/form-draft'
import { updateRecordRequest } from '@/engines/lowcode/api/records'
import { MemoryStore } from './memory-store'
import { FakeServer, STALE_TEXT } from './fake-server'

const USER = 'u-chengang'
const MODEL = 'vm-safety-inspection'
const RECORD = 'rec-1'
const OPEN_URL = '/pages/apply/dynamicModel/form?config=abc'
let online = false
let listeners: ((online: boolean) => void)[] = []
let ids = 0

function setOnline(value: boolean) {
  online = value
  listeners.forEach((l) => l(value))
}

function makeOutbox(server: FakeServer, store = new MemoryStore(), onSent?: OutboxDeps['onSent']) {
  return new Outbox({
    onSent,
    store, ...server.deps(), isOnline: () => online, currentUserId: () => USER, classify: classifySendError,
    onNetworkChange: (l) => {
      listeners.push(l)
      return () => { listeners = listeners.filter((x) => x !== l) }
    },
    newId: () => `p${(ids += 1)}`, random: () => 0.5
  })
}

/** the server already holds the record at version 0, as the edit form opened it */
function serverWithRecord(): FakeServer {
  const server = new FakeServer()
  server.existing.set(updateRecordRequest(MODEL, RECORD, {}).url, { data: { title: '桥梁支座检查', result: '合格' }, version: 0, keys: [] })
  return server
}

/** the edit as the form's 保存 hands it over offline (send-record-edit.ts) */
async function queueEdit(outbox: Outbox, photo?: Awaited<ReturnType<Outbox['keepPhoto']>>) {
  const data = { title: '桥梁支座检查', result: '不合格', remark: '支座垫石开裂', ...(photo ? { photos: [photo] } : {}) }
  return outbox.enqueue({ id: 'edit-key-1', userId: USER, title: '安全检查（修改）', summary: '桥梁支座检查', openUrl: OPEN_URL, ...updateRecordRequest(MODEL, RECORD, data, 0) })
}

const entryOf = (outbox: Outbox) => outbox.getSnapshot().entries.find((e) => e.id === 'edit-key-1') as OutboxEntry

beforeEach(() => {
  jest.useFakeTimers()
  online = false
  listeners = []
  ids = 0
})

afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
})

describe('an edit saved without network', () => {
  it('waits as a PUT, then is applied exactly once with its photo when the network returns, even if the answer is lost', async () => {
    const server = serverWithRecord()
    const outbox = makeOutbox(server)
    await outbox.start()
    const photo = await outbox.keepPhoto({ path: 'wxfile://tmp/crack.jpg', name: 'crack.jpg', size: 3000 }, { uploadType: 'annexpic' })
    await queueEdit(outbox, photo)
    await outbox.flush()
    expect(entryOf(outbox)).toMatchObject({ status: 'queued', method: 'PUT', url: `/api/visualdev/OnlineDev/${MODEL}/${RECORD}`, openUrl: OPEN_URL })
    expect(server.putCalls).toBe(0)

    server.postFaults = ['lose-answer']
    setOnline(true)
    await jest.advanceTimersByTimeAsync(0)
    // the answer was lost: it waits and goes again under the same key, which the server applied already
    expect(entryOf(outbox).status).toBe('queued')
    await jest.advanceTimersByTimeAsync(60_000)
    expect(entryOf(outbox).status).toBe('sent')
    expect(server.putCalls).toBe(2)
    const record = server.existing.get(entryOf(outbox).url)
    expect(record).toMatchObject({ version: 1, keys: ['edit-key-1'] })
    expect(record?.data).toMatchObject({ id: RECORD, result: '不合格', remark: '支座垫石开裂', photos: [{ fileId: 'srv-p1.jpg' }] })
    expect(server.uploads).toEqual(['p1'])
  })

  it('fails with the server\'s reason when the record changed meanwhile, overwriting nothing and keeping the typed values', async () => {
    const server = serverWithRecord()
    const outbox = makeOutbox(server)
    await outbox.start()
    await queueEdit(outbox)
    // someone else saved the record while this device was offline
    const record = server.existing.get(updateRecordRequest(MODEL, RECORD, {}).url)!
    record.data = { title: '桥梁支座检查', result: '合格', remark: '已复查' }
    record.version = 1

    setOnline(true)
    await jest.advanceTimersByTimeAsync(0)
    expect(entryOf(outbox)).toMatchObject({ status: 'failed', error: STALE_TEXT, openUrl: OPEN_URL })
    expect(record).toMatchObject({ version: 1, data: { remark: '已复查' } })
    // nothing typed is lost: the entry still holds the values, for the user to redo on the record
    expect((entryOf(outbox).body.data as Record<string, unknown>).remark).toBe('支座垫石开裂')
    // a refusal is not retried on its own
    await jest.advanceTimersByTimeAsync(30 * 60_000)
    expect(server.putCalls).toBe(1)
  })
})

describe('the draft of a queued edit', () => {
  const key = draftKey(USER, MODEL, RECORD)
  afterEach(() => settleDraft(key, Number.MAX_SAFE_INTEGER))

  it('is settled once the edit reaches the server, not while it waits', async () => {
    const server = serverWithRecord()
    const sent: OutboxEntry[] = []
    const outbox = makeOutbox(server, new MemoryStore(), (e) => {
      sent.push(e)
      if (e.draft) settleDraft(e.draft.key, e.draft.queuedAt)
    })
    await outbox.start()
    writeDraft(key, { remark: '支座垫石开裂' }, Date.now() - 1000)
    await outbox.enqueue({ id: 'edit-key-1', userId: USER, title: '安全检查（修改）', draftKey: key, ...updateRecordRequest(MODEL, RECORD, { remark: '支座垫石开裂' }, 0) })
    expect(entryOf(outbox).draft).toEqual({ key, queuedAt: Date.now() })
    await outbox.flush()
    expect(readDraft(key)?.values).toEqual({ remark: '支座垫石开裂' })
    setOnline(true)
    await jest.advanceTimersByTimeAsync(0)
    expect(entryOf(outbox).status).toBe('sent')
    expect(sent.map((e) => e.id)).toEqual(['edit-key-1'])
    expect(readDraft(key)).toBeNull()
  })

  it('stays when the user typed on after queuing it: those are newer words', () => {
    const queuedAt = Date.now() - 60_000
    writeDraft(key, { remark: '支座垫石开裂，已通知施工单位' }, queuedAt + 1000)
    settleDraft(key, queuedAt)
    expect(readDraft(key)?.values).toEqual({ remark: '支座垫石开裂，已通知施工单位' })
    settleDraft(key, queuedAt + 1000)
    expect(readDraft(key)).toBeNull()
  })
})

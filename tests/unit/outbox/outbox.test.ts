// The outbox's rules, through its public surface, with an in-memory store and a fake server that honours the
// Idempotency-Key: a form kept without network reaches the server exactly once, with its photos, whatever breaks
// on the way (no network, a dropped upload, a lost answer, a restart), and the user can retry or discard.
import { classifySendError, LOST_PHOTO_TEXT, Outbox, RETRY_BASE_MS, SESSION_TEXT, SENT_KEEP_MS, WAITING_TEXT, type OutboxDeps, type OutboxEntry, type OutboxPhoto } from '@/lib/outbox'
import { MemoryStore } from './memory-store'
import { FakeServer } from './fake-server'

const USER = 'u-chengang'
let now = 1_760_000_000_000
let online = true
let networkListeners: ((online: boolean) => void)[] = []
let user = USER
let ids = 0

function setOnline(value: boolean) {
  online = value
  networkListeners.forEach((l) => l(value))
}

function makeOutbox(store: MemoryStore, server: FakeServer) {
  return new Outbox({
    store,
    ...server.deps(),
    isOnline: () => online,
    onNetworkChange: (l) => {
      networkListeners.push(l)
      return () => {
        networkListeners = networkListeners.filter((x) => x !== l)
      }
    },
    currentUserId: () => user,
    classify: classifySendError,
    newId: () => `p${(ids += 1)}`,
    now: () => now,
    random: () => 0.5
  })
}

/** a form with two photos kept while offline, as the low-code submit hands it over */
async function queueForm(outbox: Outbox, key = 'key-1') {
  const a = await outbox.keepPhoto({ path: 'blob:a', name: 'a.jpg', size: 1000 }, { uploadType: 'annexpic' })
  const b = await outbox.keepPhoto({ path: 'blob:b', name: 'b.jpg', size: 2000 }, { uploadType: 'annexpic' })
  return outbox.enqueue({
    id: key,
    userId: USER,
    title: '机械设备进场验收',
    summary: '25吨汽车吊',
    url: '/api/visualdev/OnlineDev/vm-equipment-acceptance',
    body: { data: { equipmentName: '25吨汽车吊', nameplate: [a, b] }, projectId: 'proj-hj' },
    jsonFields: ['data']
  })
}

const entryOf = (outbox: Outbox, id = 'key-1') => outbox.getSnapshot().entries.find((e) => e.id === id) as OutboxEntry

beforeEach(() => {
  jest.useFakeTimers()
  online = true
  networkListeners = []
  user = USER
  ids = 0
})

afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
})

describe('a form submitted without network', () => {
  it('waits, then reaches the server once with both photos uploaded first, when the network returns', async () => {
    const store = new MemoryStore()
    const server = new FakeServer()
    const outbox = makeOutbox(store, server)
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    expect(entryOf(outbox).status).toBe('queued')
    expect(server.postCalls).toBe(0)

    setOnline(true)
    await jest.advanceTimersByTimeAsync(0)
    await outbox.flush()
    expect(server.uploads).toEqual(['p1', 'p2'])
    expect(server.records).toHaveLength(1)
    const sent = server.records[0]
    expect(sent.key).toBe('key-1')
    expect(sent.body.projectId).toBe('proj-hj')
    // the low-code data goes as JSON text, the kept photos swapped for the server's files
    expect(JSON.parse(sent.body.data as string)).toEqual({
      equipmentName: '25吨汽车吊',
      nameplate: [
        { name: 'a.jpg', fileId: 'srv-p1.jpg', url: '/api/file/Image/annexpic/srv-p1.jpg' },
        { name: 'b.jpg', fileId: 'srv-p2.jpg', url: '/api/file/Image/annexpic/srv-p2.jpg' }
      ]
    })
    expect(entryOf(outbox).status).toBe('sent')
    // the photos' space is given back once the server has them
    expect(store.photos.size).toBe(0)
  })

  it('is sent once however many flushes race (the network event, the app showing, a tap on 立即发送)', async () => {
    const server = new FakeServer()
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    setOnline(true)
    await Promise.all([outbox.flush(), outbox.flush(), outbox.retry('key-1'), outbox.flush()])
    await jest.advanceTimersByTimeAsync(60_000)
    expect(server.postCalls).toBe(1)
    expect(server.records).toHaveLength(1)
  })

  it('enqueued twice under the same key (a double tap) stays one entry', async () => {
    const outbox = makeOutbox(new MemoryStore(), new FakeServer())
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    await queueForm(outbox)
    expect(outbox.getSnapshot().entries).toHaveLength(1)
  })
})

describe('when the network breaks on the way', () => {
  it('an upload dropped mid-way waits out a growing backoff and never uploads a finished photo again', async () => {
    const server = new FakeServer()
    server.uploadFaults = [undefined as never, 'drop', 'drop']
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    setOnline(true)
    await outbox.flush()
    let entry = entryOf(outbox)
    expect(entry).toMatchObject({ status: 'queued', attempts: 1, error: WAITING_TEXT })
    expect(entry.nextAttemptAt - now).toBe(RETRY_BASE_MS)
    expect(server.uploads).toEqual(['p1'])

    // the automatic retry comes when its wait is over, not before
    now += RETRY_BASE_MS - 1
    await jest.advanceTimersByTimeAsync(RETRY_BASE_MS - 1)
    expect(entryOf(outbox).attempts).toBe(1)
    now += 1
    await jest.advanceTimersByTimeAsync(1)
    await outbox.flush()
    entry = entryOf(outbox)
    expect(entry).toMatchObject({ status: 'queued', attempts: 2 })
    expect(entry.nextAttemptAt - now).toBe(2 * RETRY_BASE_MS)

    now += 2 * RETRY_BASE_MS
    await jest.advanceTimersByTimeAsync(2 * RETRY_BASE_MS)
    await outbox.flush()
    expect(entryOf(outbox).status).toBe('sent')
    expect(server.uploads).toEqual(['p1', 'p2'])
    expect(server.records).toHaveLength(1)
  })

  it('a POST whose answer was lost goes again with the same key: still one record', async () => {
    const server = new FakeServer()
    server.postFaults = ['lose-answer']
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    await queueForm(outbox)
    await outbox.flush()
    expect(entryOf(outbox).status).toBe('queued')
    expect(server.records).toHaveLength(1)
    await outbox.retry('key-1')
    expect(server.postCalls).toBe(2)
    expect(server.records).toHaveLength(1)
    expect(entryOf(outbox).status).toBe('sent')
  })

  it('the network coming back skips the rest of the backoff', async () => {
    const server = new FakeServer()
    server.postFaults = ['drop']
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    await queueForm(outbox)
    await outbox.flush()
    expect(entryOf(outbox).status).toBe('queued')
    setOnline(false)
    setOnline(true)
    await jest.advanceTimersByTimeAsync(0)
    await outbox.flush()
    expect(entryOf(outbox).status).toBe('sent')
  })

  it('an app closed while sending sends again on the next start, under the same key', async () => {
    const store = new MemoryStore()
    const server = new FakeServer()
    const first = makeOutbox(store, server)
    await first.start()
    setOnline(false)
    await queueForm(first)
    // what a kill in the middle leaves: the entry marked as going, one photo uploaded, the record maybe made
    const left = store.entries.get('key-1') as OutboxEntry
    store.entries.set('key-1', { ...left, status: 'sending', attempts: 1 })
    store.photos.set('p1', { ...(store.photos.get('p1') as OutboxPhoto), uploaded: { name: 'a.jpg', fileId: 'srv-p1.jpg', url: '/u/p1' } })
    server.records.push({ key: 'key-1', body: {} })
    first.stop()

    setOnline(true)
    const second = makeOutbox(store, server)
    await second.start()
    await second.flush()
    expect(entryOf(second).status).toBe('sent')
    expect(server.uploads).toEqual(['p2'])
    expect(server.records).toHaveLength(1)
  })
})

describe('what only the user can decide', () => {
  it('a refusal fails the entry with the server message; 重试 sends it again', async () => {
    const server = new FakeServer()
    server.postFaults = [{ refuse: '出厂编号：不能为空' }]
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    await queueForm(outbox)
    await outbox.flush()
    expect(entryOf(outbox)).toMatchObject({ status: 'failed', error: '出厂编号：不能为空' })
    // a failed entry is not retried on its own
    await jest.advanceTimersByTimeAsync(30 * 60_000)
    expect(server.postCalls).toBe(1)
    await outbox.retry('key-1')
    expect(entryOf(outbox).status).toBe('sent')
  })

  it('删除 drops the entry and its photos', async () => {
    const store = new MemoryStore()
    const outbox = makeOutbox(store, new FakeServer())
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    expect(await outbox.discard('key-1')).toBe(true)
    expect(outbox.getSnapshot().entries).toHaveLength(0)
    expect(store.entries.size).toBe(0)
    expect(store.photos.size).toBe(0)
  })

  it('an entry on its way cannot be discarded', async () => {
    const server = new FakeServer()
    let release!: () => void
    const upload = server.upload
    server.upload = (photo, path, progress) => new Promise((resolve) => (release = () => resolve(upload(photo, path, progress))))
    const outbox = new Outbox({ ...(makeOutbox(new MemoryStore(), server) as unknown as { deps: OutboxDeps }).deps, upload: (...a: Parameters<typeof upload>) => server.upload(...a) })
    await outbox.start()
    await queueForm(outbox)
    await jest.advanceTimersByTimeAsync(0)
    expect(entryOf(outbox).status).toBe('sending')
    expect(outbox.getSnapshot().progress['key-1']).toEqual({ done: 0, total: 2, percent: 0 })
    expect(await outbox.discard('key-1')).toBe(false)
    release()
    await jest.advanceTimersByTimeAsync(0)
    release()
    await outbox.flush()
    expect(entryOf(outbox).status).toBe('sent')
  })

  it('an expired session waits for the user to sign in again instead of failing', async () => {
    const server = new FakeServer()
    server.postFaults = ['session']
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    await queueForm(outbox)
    await outbox.flush()
    expect(entryOf(outbox)).toMatchObject({ status: 'queued', error: SESSION_TEXT })
  })

  it('a photo whose file is gone fails the entry with a clear reason', async () => {
    const store = new MemoryStore()
    const outbox = makeOutbox(store, new FakeServer())
    await outbox.start()
    setOnline(false)
    await queueForm(outbox)
    store.files.delete('p2')
    setOnline(true)
    await outbox.flush()
    expect(entryOf(outbox)).toMatchObject({ status: 'failed', error: LOST_PHOTO_TEXT })
  })
})

describe('whose entries and what is kept', () => {
  it('only the signed-in user’s entries are sent', async () => {
    const server = new FakeServer()
    const outbox = makeOutbox(new MemoryStore(), server)
    await outbox.start()
    user = 'u-someone-else'
    await queueForm(outbox)
    await outbox.flush()
    expect(server.postCalls).toBe(0)
    user = USER
    await outbox.flush()
    expect(server.postCalls).toBe(1)
  })

  it('a start tidies up: old sent entries, photos of no entry, and photos of forms never submitted', async () => {
    const store = new MemoryStore()
    const base = { userId: USER, title: 't', url: '/x', body: {}, jsonFields: [], photoIds: [], attempts: 1, nextAttemptAt: 0, createdAt: now }
    store.entries.set('old', { ...base, id: 'old', status: 'sent', sentAt: now - SENT_KEEP_MS - 1 })
    store.entries.set('recent', { ...base, id: 'recent', status: 'sent', sentAt: now - 1000 })
    const photo = { name: 'x.jpg', size: 1, uploadType: 'annexpic' }
    store.photos.set('of-gone-entry', { ...photo, id: 'of-gone-entry', createdAt: now, entryId: 'gone' })
    store.photos.set('loose-old', { ...photo, id: 'loose-old', createdAt: now - 8 * 24 * 3600_000 })
    store.photos.set('loose-new', { ...photo, id: 'loose-new', createdAt: now - 1000 })
    const outbox = makeOutbox(store, new FakeServer())
    await outbox.start()
    expect(outbox.getSnapshot().entries.map((e) => e.id)).toEqual(['recent'])
    expect(Array.from(store.photos.keys())).toEqual(['loose-new'])
  })

  it('queuing a photo the store no longer has is refused', async () => {
    const outbox = makeOutbox(new MemoryStore(), new FakeServer())
    await outbox.start()
    const ghost = { name: 'g.jpg', fileId: '' as const, url: 'blob:g', localPhotoId: 'ghost' }
    await expect(outbox.enqueue({ id: 'k', userId: USER, title: 't', url: '/x', body: { data: { p: [ghost] } } })).rejects.toThrow(LOST_PHOTO_TEXT)
  })
})

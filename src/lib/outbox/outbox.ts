// The outbox: submissions kept on the device until the network is back, each sent exactly once. Exactly once rests
// on two things: one send at a time in this process (a single-flight loop), and the entry's id travelling as the
// Idempotency-Key, so a repeat after a lost answer or a restart makes no second record on the server. Photos are
// uploaded first, each remembered once uploaded (a restart does not upload it again), then swapped into the body.
import { backoffDelay } from '../retry'
import { collectPhotoIds, isLocalPhoto, swapPhotos } from './photos-in-body'
import { LOST_PHOTO_TEXT, RETRY_BASE_MS, RETRY_MAX_MS, SESSION_TEXT, WAITING_TEXT, type EnqueueInput, type OutboxDeps, type OutboxSnapshot } from './contract'
import { LostPhotoError, uploadEntryPhotos } from './entry-photos'
import { loadAndTidy } from './tidy'
import type { LocalPhotoItem, OutboxEntry, OutboxProgress } from './types'

export * from './contract'

export class Outbox {
  private snapshot: OutboxSnapshot = { loaded: false, entries: [], progress: {} }
  private listeners = new Set<() => void>()
  private running: Promise<void> | null = null
  private again = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private starting: Promise<void> | null = null
  private offNetwork: (() => void) | null = null

  constructor(private readonly deps: OutboxDeps) {}

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now()
  }

  // ---- state for the screens -------------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): OutboxSnapshot => this.snapshot

  private emit(change: Partial<OutboxSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change }
    this.listeners.forEach((l) => l())
  }

  private async put(entry: OutboxEntry): Promise<void> {
    await this.deps.store.saveEntry(entry)
    const others = this.snapshot.entries.filter((e) => e.id !== entry.id)
    this.emit({ entries: [...others, entry].sort((a, b) => b.createdAt - a.createdAt) })
  }

  private setProgress(id: string, progress: OutboxProgress | null): void {
    const next = { ...this.snapshot.progress }
    if (progress) next[id] = progress
    else delete next[id]
    this.emit({ progress: next })
  }

  // ---- life ---------------------------------------------------------------------------------------------------------

  /** loads what an earlier run left, tidies it, starts listening to the network and sends what it can */
  start(): Promise<void> {
    if (!this.starting) {
      this.starting = this.load().catch((err: unknown) => {
        // no store on this device (a browser without IndexedDB): nothing to send; enqueue will say why it cannot keep
        console.warn('outbox not loaded', err)
        this.emit({ loaded: true })
      }).then(() => {
        this.offNetwork = this.deps.onNetworkChange((online) => {
          if (online) this.networkBack()
        })
        void this.flush()
      })
    }
    return this.starting
  }

  stop(): void {
    this.offNetwork?.()
    this.offNetwork = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private async load(): Promise<void> {
    this.emit({ loaded: true, entries: await loadAndTidy(this.deps.store, this.now()) })
  }

  /** the network came back: whatever waits goes now, without waiting out its backoff */
  private networkBack(): void {
    const now = this.now()
    const waiting = this.snapshot.entries.filter((e) => e.status === 'queued' && e.nextAttemptAt > now)
    void Promise.all(waiting.map((e) => this.put({ ...e, nextAttemptAt: now }))).then(() => this.flush())
  }

  // ---- photos kept by a form before it is submitted --------------------------------------------------------------

  /** keeps a picked photo's bytes in the outbox store; the form holds the returned item in place of an upload */
  async keepPhoto(file: { path: string; name: string; size: number }, upload: { uploadType: string; formData?: Record<string, string> }): Promise<LocalPhotoItem> {
    const id = this.deps.newId()
    await this.deps.store.savePhoto({ id, name: file.name, size: file.size, createdAt: this.now(), ...upload }, file.path)
    const path = await this.deps.store.photoPath(id)
    return { name: file.name, fileId: '', url: path || file.path, localPhotoId: id }
  }

  /** the user removed a kept photo from a form before submitting it */
  async releasePhoto(id: string): Promise<void> {
    const photo = (await this.deps.store.loadPhotos()).find((p) => p.id === id)
    if (photo && !photo.entryId) await this.deps.store.deletePhoto(id)
  }

  photoPath(id: string): Promise<string> {
    return this.deps.store.photoPath(id)
  }

  // ---- entries ------------------------------------------------------------------------------------------------------

  /** queues a submission (its photos must have been kept with keepPhoto) and sends it when it can */
  async enqueue(input: EnqueueInput): Promise<OutboxEntry> {
    await this.start()
    const existing = this.snapshot.entries.find((e) => e.id === input.id)
    if (existing && existing.status !== 'failed') return existing // the same submission twice: it is already on its way
    const photoIds = collectPhotoIds(input.body)
    const photos = new Map((await this.deps.store.loadPhotos()).map((p) => [p.id, p]))
    for (const id of photoIds) {
      const photo = photos.get(id)
      if (!photo) throw new Error(LOST_PHOTO_TEXT)
      if (photo.entryId !== input.id) await this.deps.store.updatePhoto({ ...photo, entryId: input.id })
    }
    const entry: OutboxEntry = {
      id: input.id, userId: input.userId, title: input.title, summary: input.summary, url: input.url, body: input.body,
      ...(input.method === 'PUT' ? { method: 'PUT' as const } : {}), ...(input.openUrl ? { openUrl: input.openUrl } : {}),
      ...(input.draftKey ? { draft: { key: input.draftKey, queuedAt: this.now() } } : {}),
      jsonFields: input.jsonFields ?? [], photoIds, status: 'queued', attempts: 0, nextAttemptAt: this.now(),
      createdAt: existing?.createdAt ?? this.now()
    }
    await this.put(entry)
    void this.flush()
    return entry
  }

  /** 重试: now, whatever the backoff said */
  async retry(id: string): Promise<void> {
    const entry = this.snapshot.entries.find((e) => e.id === id)
    if (!entry || entry.status === 'sending' || entry.status === 'sent') return
    await this.put({ ...entry, status: 'queued', attempts: 0, nextAttemptAt: this.now(), error: undefined })
    await this.flush()
  }

  /** 删除: the entry and its photos; one on its way cannot be taken back */
  async discard(id: string): Promise<boolean> {
    const entry = this.snapshot.entries.find((e) => e.id === id)
    if (!entry || entry.status === 'sending') return false
    for (const photoId of entry.photoIds) await this.deps.store.deletePhoto(photoId)
    await this.deps.store.deleteEntry(id)
    this.emit({ entries: this.snapshot.entries.filter((e) => e.id !== id) })
    return true
  }

  // ---- sending ------------------------------------------------------------------------------------------------------

  /** sends every due entry of the signed-in user, one at a time; calls during a run make it run once more */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      do {
        this.again = false
        await this.drain()
      } while (this.again)
    })().finally(() => {
      this.running = null
      this.schedule()
    })
    return this.running
  }

  private due(): OutboxEntry[] {
    const user = this.deps.currentUserId()
    const now = this.now()
    return this.snapshot.entries
      .filter((e) => e.userId === user && e.status === 'queued' && e.nextAttemptAt <= now)
      .sort((a, b) => a.createdAt - b.createdAt)
  }

  private async drain(): Promise<void> {
    if (!this.snapshot.loaded) return
    for (const entry of this.due()) {
      if (!this.deps.isOnline()) return
      await this.send(entry)
    }
  }

  /** the next automatic try, for the earliest entry waiting out its backoff */
  private schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const user = this.deps.currentUserId()
    const waits = this.snapshot.entries.filter((e) => e.userId === user && e.status === 'queued').map((e) => e.nextAttemptAt)
    if (!waits.length) return
    const delay = Math.max(0, Math.min(...waits) - this.now())
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, delay)
  }

  private async send(start: OutboxEntry): Promise<void> {
    let entry: OutboxEntry = { ...start, status: 'sending', attempts: start.attempts + 1 }
    await this.put(entry)
    try {
      const refs = await uploadEntryPhotos(this.deps, entry, (p) => this.setProgress(entry.id, p))
      await this.deps.post(entry, encodeBody(swapPhotos(entry.body, refs), entry.jsonFields))
      entry = { ...entry, status: 'sent', sentAt: this.now(), error: undefined }
      await this.put(entry)
      for (const id of entry.photoIds) await this.deps.store.deletePhoto(id)
      this.sent(entry)
    } catch (err) {
      entry = { ...entry, ...this.afterFailure(entry, err) }
      await this.put(entry)
    } finally {
      this.setProgress(entry.id, null)
    }
  }

  private sent(entry: OutboxEntry): void {
    try {
      this.deps.onSent?.(entry)
    } catch (err) {
      // the entry is on the server; what the app does after (a draft to settle) must not undo that
      console.warn('outbox onSent failed', err)
    }
  }

  private afterFailure(entry: OutboxEntry, err: unknown): Partial<OutboxEntry> {
    if (err instanceof LostPhotoError) return { status: 'failed', error: LOST_PHOTO_TEXT }
    const failure = this.deps.classify(err)
    if (failure.kind === 'refused') return { status: 'failed', error: failure.message }
    const wait = backoffDelay(entry.attempts, RETRY_BASE_MS, RETRY_MAX_MS, this.deps.random)
    return { status: 'queued', nextAttemptAt: this.now() + wait, error: failure.kind === 'session' ? SESSION_TEXT : WAITING_TEXT }
  }
}

/** the body as it goes out: the named fields as JSON text */
function encodeBody(body: Record<string, unknown>, jsonFields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body }
  for (const key of jsonFields) if (key in out && typeof out[key] !== 'string') out[key] = JSON.stringify(out[key])
  return out
}

export { isLocalPhoto }

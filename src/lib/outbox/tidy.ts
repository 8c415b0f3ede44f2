// What an earlier run left, tidied before the outbox starts: sent entries past SENT_KEEP_MS go, an entry caught while
// sending goes again (safe: the same Idempotency-Key), and kept photos that belong to nothing any more are deleted.
import { LOOSE_PHOTO_MAX_AGE_MS, SENT_KEEP_MS } from './contract'
import type { OutboxEntry, OutboxStore } from './types'

/** the entries to keep, newest first */
export async function loadAndTidy(store: OutboxStore, now: number): Promise<OutboxEntry[]> {
  const kept: OutboxEntry[] = []
  for (const entry of await store.loadEntries()) {
    if (entry.status === 'sent' && now - (entry.sentAt ?? 0) > SENT_KEEP_MS) {
      await store.deleteEntry(entry.id)
      continue
    }
    // the app was closed while it was going: going again is safe (same Idempotency-Key)
    if (entry.status === 'sending') {
      const queued: OutboxEntry = { ...entry, status: 'queued', nextAttemptAt: now }
      await store.saveEntry(queued)
      kept.push(queued)
    } else kept.push(entry)
  }
  const live = new Set(kept.filter((e) => e.status !== 'sent').flatMap((e) => e.photoIds))
  for (const photo of await store.loadPhotos()) {
    const orphan = photo.entryId ? !live.has(photo.id) : now - photo.createdAt > LOOSE_PHOTO_MAX_AGE_MS
    if (orphan) await store.deletePhoto(photo.id)
  }
  return kept.sort((a, b) => b.createdAt - a.createdAt)
}

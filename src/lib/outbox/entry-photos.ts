// A queued entry's photos go up before its body, one by one with progress; each is remembered once uploaded, so a
// retry or a restart does not upload it again.
import type { OutboxDeps } from './contract'
import type { OutboxEntry, OutboxProgress, UploadedRef } from './types'

/** a photo the entry needs is no longer on the device: only the user can resolve it */
export class LostPhotoError extends Error {}

export async function uploadEntryPhotos(
  deps: Pick<OutboxDeps, 'store' | 'upload'>, entry: OutboxEntry, setProgress: (p: OutboxProgress) => void
): Promise<Map<string, UploadedRef>> {
  const { store } = deps
  const refs = new Map<string, UploadedRef>()
  if (!entry.photoIds.length) return refs
  const photos = new Map((await store.loadPhotos()).map((p) => [p.id, p]))
  const total = entry.photoIds.length
  for (const id of entry.photoIds) {
    const photo = photos.get(id)
    if (!photo) throw new LostPhotoError()
    if (photo.uploaded) {
      refs.set(id, photo.uploaded)
      continue
    }
    const path = await store.photoPath(id)
    if (!path) throw new LostPhotoError()
    const done = refs.size
    setProgress({ done, total, percent: 0 })
    const ref = await deps.upload(photo, path, (percent) => setProgress({ done, total, percent }))
    await store.updatePhoto({ ...photo, uploaded: ref })
    refs.set(id, ref)
    setProgress({ done: refs.size, total, percent: 100 })
  }
  return refs
}

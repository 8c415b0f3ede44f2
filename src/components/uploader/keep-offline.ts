// Whether the form around an image uploader can take photos that could not be uploaded (no network) and send them
// later: only a form whose submit path hands its record to the outbox says yes (a new low-code record). Elsewhere
// a failed upload stays failed, with 重试 and 删除, as before.
import { createContext, useContext, useEffect, useState } from 'react'
import { outbox } from '@/lib/outbox'
import type { UploadItem } from './types'

export const KeepPhotosOfflineContext = createContext(false)

export function useKeepPhotosOffline(): boolean {
  return useContext(KeepPhotosOfflineContext)
}

/**
 * What an <Image> shows for an item: a kept photo's file from the outbox store (its first path, an H5 object URL,
 * does not outlive a reload, so the store is asked again), any other item's own URL.
 */
export function useItemSource(item: UploadItem): string {
  const [path, setPath] = useState('')
  const id = item.localPhotoId
  useEffect(() => {
    if (!id) return undefined
    let live = true
    outbox.photoPath(id).then(
      (found) => live && setPath(found),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [id])
  return id ? path || item.url : item.thumbUrl || item.url
}

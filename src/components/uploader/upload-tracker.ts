// Uploads in flight are not part of a form's value, yet a form must not be saved while one runs (the file would
// be missing) or while one failed (the user has not yet chosen between 重试 and 删除). Every uploader reports its
// counts here; a form asks isUploading() / pendingUploadMessage() before it submits.
import { createContext, useContext, useSyncExternalStore } from 'react'

export interface UploadCounts {
  uploading: number
  failed: number
}

export class UploadTracker {
  private owners = new Map<string, UploadCounts>()
  private listeners = new Set<() => void>()
  private version = 0

  /** an uploader's current counts; zero counts forget it */
  report(owner: string, counts: UploadCounts): void {
    const before = this.owners.get(owner)
    if (before && before.uploading === counts.uploading && before.failed === counts.failed) return
    if (!before && !counts.uploading && !counts.failed) return
    if (!counts.uploading && !counts.failed) this.owners.delete(owner)
    else this.owners.set(owner, { ...counts })
    this.changed()
  }

  forget(owner: string): void {
    if (this.owners.delete(owner)) this.changed()
  }

  counts(): UploadCounts {
    let uploading = 0
    let failed = 0
    this.owners.forEach((c) => {
      uploading += c.uploading
      failed += c.failed
    })
    return { uploading, failed }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = (): number => this.version

  private changed(): void {
    this.version += 1
    this.listeners.forEach((l) => l())
  }
}

/** the app-wide tracker; a page can scope its uploaders with <UploadTrackerContext.Provider value={new UploadTracker()}> */
export const uploadTracker = new UploadTracker()
export const UploadTrackerContext = createContext<UploadTracker>(uploadTracker)

export function useUploadTracker(): UploadTracker {
  return useContext(UploadTrackerContext)
}

/** true while any file is still on its way up */
export function isUploading(tracker: UploadTracker = uploadTracker): boolean {
  return tracker.counts().uploading > 0
}

/** why a form may not be saved yet, or undefined when every upload finished */
export function pendingUploadMessage(tracker: UploadTracker = uploadTracker): string | undefined {
  const { uploading, failed } = tracker.counts()
  if (uploading) return '文件上传中，请稍候'
  if (failed) return '有文件上传失败，请重试或删除后再提交'
  return undefined
}

/** re-renders when uploads start, finish or fail (to disable a submit button meanwhile) */
export function useUploadsPending(tracker?: UploadTracker): string | undefined {
  const scoped = useUploadTracker()
  const t = tracker ?? scoped
  useSyncExternalStore(t.subscribe, t.snapshot, t.snapshot)
  return pendingUploadMessage(t)
}

// The state behind both uploaders: the value (finished uploads, owned by the form) plus local entries for files
// being uploaded or whose upload failed. Refused files never become entries; the toast says why.
import { useEffect, useMemo, useRef, useState } from 'react'
import { errorText, isRetryable, isUserCancel } from '@/lib/error-text'
import { limitMessage, sizeError, typeError, uploadPicked, type FileRules, type PickedFile } from '@/lib/media'
import { isOnline } from '@/lib/network'
import { outbox } from '@/lib/outbox'
import { useKeepPhotosOffline } from './keep-offline'
import { confirmRemove, toast } from './feedback'
import { useUploadTracker } from './upload-tracker'
import { normaliseUploadValue, toUploadItem } from './value'
import type { UploadEntry, UploadItem } from './types'

export interface UploadListConfig {
  kind: 'image' | 'file'
  value: unknown
  onChange: (value: UploadItem[]) => void
  limit: number
  rules: FileRules
  uploadType: string
  formData?: Record<string, string>
  /** opens the platform chooser for at most `count` files */
  pick: (count: number) => Promise<PickedFile[]>
  /** runs on each accepted file before the size check (photo compression) */
  prepare?: (file: PickedFile) => Promise<PickedFile>
}

/** what a failed entry says: the reason, always starting with 上传失败 */
export function failureText(entry: UploadEntry): string {
  const reason = entry.error || '上传失败'
  return reason.startsWith('上传失败') ? reason : `上传失败：${reason}`
}

let seq = 0
const nextKey = () => `upload-${(seq += 1)}`

export function useUploadList(config: UploadListConfig) {
  const items = useMemo(() => normaliseUploadValue(config.value), [config.value])
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const tracker = useUploadTracker()
  const keepOffline = useKeepPhotosOffline() && config.kind === 'image'
  const owner = useRef(nextKey()).current
  const mounted = useRef(true)
  const picking = useRef(false)
  // the latest of everything, for callbacks that finish after later renders
  const latest = useRef({ config, items, keepOffline })
  latest.current = { config, items, keepOffline }
  // entries change here first, so the tracker knows of an upload the moment it starts, not after a render
  const current = useRef<UploadEntry[]>([])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      tracker.forget(owner)
    }
  }, [tracker, owner])

  const update = (change: (list: UploadEntry[]) => UploadEntry[]) => {
    if (!mounted.current) return
    const next = change(current.current)
    current.current = next
    tracker.report(owner, {
      uploading: next.filter((e) => e.status === 'uploading').length,
      failed: next.filter((e) => e.status === 'failed').length
    })
    setEntries(next)
  }

  const patch = (key: string, change: Partial<UploadEntry>) => update((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)))

  /** the value gains `item` (two may arrive before the form re-renders: the second builds on the first) */
  const append = (key: string, item: UploadItem) => {
    const next = [...latest.current.items, item]
    latest.current.items = next
    latest.current.config.onChange(next)
    update((list) => list.filter((e) => e.key !== key))
  }

  /** no network: the photo is kept on the device and stands in the value until the outbox uploads it */
  const keep = async (key: string, file: PickedFile) => {
    const { uploadType, formData } = latest.current.config
    try {
      const item = await outbox.keepPhoto(file, { uploadType, formData })
      if (mounted.current) append(key, item)
      else void outbox.releasePhoto(item.localPhotoId)
    } catch (err) {
      if (mounted.current) patch(key, { status: 'failed', progress: 0, error: errorText(err, '照片保存失败') })
    }
  }

  const run = async (key: string, file: PickedFile) => {
    const { kind, uploadType, formData } = latest.current.config
    if (latest.current.keepOffline && !isOnline()) return keep(key, file)
    try {
      const vo = await uploadPicked(file, {
        type: uploadType,
        formData,
        silent: true,
        onProgress: (percent) => mounted.current && patch(key, { progress: Math.max(0, Math.min(100, Math.round(percent))) })
      })
      if (!mounted.current) return
      append(key, toUploadItem(file, vo, kind))
    } catch (err) {
      // the transfer broke off even after the client's retries: keep the photo for the outbox rather than fail
      if (latest.current.keepOffline && isRetryable(err)) return keep(key, file)
      if (mounted.current) patch(key, { status: 'failed', progress: 0, error: errorText(err, '上传失败') })
    }
  }

  const start = (file: PickedFile) => {
    const key = nextKey()
    update((list) => [...list, { key, file, status: 'uploading', progress: 0 }])
    void run(key, file)
  }

  const add = async () => {
    const { limit, pick, prepare, rules } = latest.current.config
    const remaining = limit - latest.current.items.length - current.current.length
    if (remaining <= 0) {
      toast(limitMessage(limit))
      return
    }
    if (picking.current) return
    picking.current = true
    let picked: PickedFile[]
    try {
      picked = await pick(remaining)
    } catch (err) {
      if (!isUserCancel(err)) toast(errorText(err, '无法读取文件，请重试'))
      return
    } finally {
      picking.current = false
    }
    if (!mounted.current) return
    let refusal: string | undefined
    if (picked.length > remaining) {
      refusal = limitMessage(limit)
      picked = picked.slice(0, remaining)
    }
    for (const original of picked) {
      const badType = typeError(original.name, rules)
      if (badType) {
        refusal ??= badType
        continue
      }
      // the size that counts is what is sent: a big photo may be fine once compressed
      const file = prepare ? await prepare(original) : original
      const tooBig = sizeError(file.size, rules)
      if (tooBig) {
        refusal ??= tooBig
        continue
      }
      if (mounted.current) start(file)
    }
    if (refusal) toast(refusal)
  }

  const retry = (key: string) => {
    const entry = current.current.find((e) => e.key === key)
    if (!entry || entry.status !== 'failed') return
    patch(key, { status: 'uploading', progress: 0, error: undefined })
    void run(key, entry.file)
  }

  const remove = async (index: number, what: string) => {
    if (!(await confirmRemove(`确定删除该${what}吗？`))) return
    const target = latest.current.items[index]
    if (!target) return
    const next = latest.current.items.filter((item) => item !== target)
    latest.current.items = next
    latest.current.config.onChange(next)
    // a kept photo nobody will send: free its space
    if (target.localPhotoId) void outbox.releasePhoto(target.localPhotoId)
  }

  const discard = async (key: string, what: string) => {
    if (!(await confirmRemove(`确定删除该${what}吗？`))) return
    if (mounted.current) update((list) => list.filter((e) => e.key !== key))
  }

  const full = items.length + entries.length >= config.limit
  return { items, entries, full, add, retry, remove, discard }
}

export type UploadList = ReturnType<typeof useUploadList>

// Keeps a form's unsaved input as a draft while the user types, offers it back when the form opens again, and says
// whether there is anything unsaved (for the leave confirmation).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import type { FieldValues, FormStore } from '@/lib/form'
import { clearDraft, readDraft, sameValues, writeDraft } from '@/lib/form-draft'

const WRITE_DELAY_MS = 400

export interface FormDraftControl {
  /** the values differ from what was loaded or last saved */
  dirty: boolean
  /** call once the form holds its loaded values: they become the baseline, and a stored draft is offered back */
  start(baseline: FieldValues): Promise<void>
  /** after a successful save: forget the draft; `baseline` is what the form now holds */
  saved(baseline?: FieldValues): void
  /** write what the form holds now, before it goes where it may wait (a queued edit settles this draft once sent) */
  flush(): void
}

/** `key` null: no drafts (read-only pages, or before the form is known) */
export function useFormDraft(form: FormStore, key: string | null): FormDraftControl {
  const [dirty, setDirty] = useState(false)
  const baseline = useRef<FieldValues | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const keyRef = useRef(key)
  keyRef.current = key

  const flush = useCallback((values: FieldValues) => {
    const k = keyRef.current
    if (!k || !baseline.current) return
    if (sameValues(values, baseline.current)) clearDraft(k)
    else writeDraft(k, values)
  }, [])

  useEffect(() => {
    if (!key) return undefined
    const off = form.subscribe((state) => {
      if (!baseline.current) return
      setDirty(!sameValues(state.values, baseline.current))
      if (timer.current) clearTimeout(timer.current)
      const values = state.values
      timer.current = setTimeout(() => flush(values), WRITE_DELAY_MS)
    })
    return () => {
      off()
      // leaving the page: what was typed in the last moments is kept too
      if (timer.current) {
        clearTimeout(timer.current)
        timer.current = null
        flush(form.getState().values)
      }
    }
  }, [form, key, flush])

  const start = useCallback(async (values: FieldValues) => {
    baseline.current = values
    setDirty(false)
    const k = keyRef.current
    if (!k) return
    const draft = readDraft(k)
    if (!draft || sameValues(draft.values, values)) return
    let restore = false
    try {
      const res = await Taro.showModal({
        title: '恢复未保存的内容',
        content: `上次填写的内容（${formatTime(draft.savedAt)}）尚未保存，是否恢复？`,
        confirmText: '恢复',
        cancelText: '放弃'
      })
      restore = Boolean(res?.confirm)
    } catch {
      restore = false
    }
    if (restore) form.setValues(draft.values)
    else clearDraft(k)
  }, [form])

  const saved = useCallback((values?: FieldValues) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    if (keyRef.current) clearDraft(keyRef.current)
    baseline.current = values ?? form.getState().values
    setDirty(false)
  }, [form])

  const flushNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    flush(form.getState().values)
  }, [form, flush])

  return { dirty, start, saved, flush: flushNow }
}

const pad = (n: number) => String(n).padStart(2, '0')
function formatTime(ms: number): string {
  const d = new Date(ms)
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

// What the progress module's coded flow forms share: the record the task's form names (a daily report, a metering),
// read as it is now, and the form handle that gives the server-filled values back unchanged with the record's name.
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react'
import { errorText } from '@/lib/error-text'
import type { FlowFormHandle } from '@/engines/workflow'

export interface FlowRecord<T> {
  record: T | null
  error: string
  reload: (() => void) | undefined
}

export function useFlowRecord<T>(
  id: string, read: (id: string) => Promise<T>, words: { missing: string; failed: string; summary: (record: T) => string },
  values: Record<string, unknown>, handleRef: MutableRefObject<FlowFormHandle | null>
): FlowRecord<T> {
  const [record, setRecord] = useState<T | null>(null)
  const [error, setError] = useState('')
  const current = useRef<T | null>(null)
  current.current = record
  const { missing, failed, summary } = words

  const load = useCallback(async () => {
    if (!id) return setError(missing)
    setError('')
    try {
      setRecord(await read(id))
    } catch (err) {
      setError(errorText(err, failed))
    }
  }, [id, read, missing, failed])
  useEffect(() => { void load() }, [load])

  useEffect(() => {
    handleRef.current = {
      // the form's values are the server's (it fills them from the record): they go back as they came
      collect: async () => ({ ...values }),
      summary: () => (current.current ? summary(current.current) : undefined)
    }
  }, [handleRef, values, summary])

  return { record, error, reload: id ? () => void load() : undefined }
}

import { useState } from 'react'
import { useFormState, type FieldValues, type FormStore } from '@/lib/form'
import { errorText } from '@/lib/error-text'

/**
 * The busy/error bookkeeping every login form shares, on top of the form's store: one attempt at a time (the store's
 * submit), the server's message shown under the form, and the form unlocked again after a failure (after success the
 * page is left, so it stays locked).
 */
export function useLoginSubmit(form: FormStore) {
  const submitting = useFormState(form, (state) => state.submitting)
  const [done, setDone] = useState(false)
  const [error, setError] = useState('')
  const busy = submitting || done
  /** `onFailure` hears the message shown (the password form then asks whether a captcha is needed) */
  const run = async (attempt: (values: FieldValues) => Promise<void>, onFailure?: (message: string) => void) => {
    if (busy) return
    setError('')
    await form.submit(async (values) => {
      try {
        await attempt(values)
      } catch (err) {
        const message = errorText(err, '登录失败，请重试')
        setError(message)
        onFailure?.(message)
        return
      }
      setDone(true)
    })
  }
  return { busy, error, setError, run }
}

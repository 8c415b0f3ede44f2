import { useState } from 'react'
import { errorText } from '@/lib/error-text'

/**
 * The busy/error bookkeeping every login form shares: one attempt at a time, the server's message shown under the
 * form, and the form unlocked again after a failure (after success the page is left, so it stays locked).
 */
export function useLoginSubmit() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const run = async (attempt: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await attempt()
    } catch (err) {
      setError(errorText(err, '登录失败，请重试'))
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}

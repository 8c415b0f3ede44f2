import { RequestError } from '@/lib/request'

/** a message for the screen: the server's text for a refused call, a network hint for a failed one */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof RequestError) return err.message || fallback
  if (err && typeof err === 'object' && 'errMsg' in err) return '网络异常，请检查网络后重试'
  if (err instanceof Error && err.message) return err.message
  return fallback
}

/** true for the scanner's or chooser's own "user cancelled" failure, which needs no message */
export function isUserCancel(err: unknown): boolean {
  const msg = err && typeof err === 'object' && 'errMsg' in err ? String((err as { errMsg: unknown }).errMsg) : ''
  return /cancel/i.test(msg)
}

/** a call the server refused (bad ticket, unknown user) fails the same way again: offer 重试 only after a network failure */
export function isRetryable(err: unknown): boolean {
  return !(err instanceof RequestError)
}

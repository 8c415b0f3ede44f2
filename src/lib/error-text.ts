// What a screen says when a call fails. One wording for the whole app: the server's own reason when it refused,
// a network hint when the call never reached it, otherwise the screen's fallback.
import Taro from '@tarojs/taro'
import { RequestError } from './request'

/** Taro reports a failed transfer as {errMsg: 'request:fail ...'} (weapp) or an Error with that text (H5) */
function isNetworkFailure(err: unknown): boolean {
  if (err instanceof RequestError) return false
  if (err && typeof err === 'object' && 'errMsg' in err) return true
  return err instanceof Error && /^request:fail|^timeout/i.test(err.message)
}

/** the message to show for a failed call: the server's msg (RequestError), a network hint, or `fallback` */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof RequestError) return err.message || fallback
  if (isNetworkFailure(err)) return `${fallback}：网络异常，请检查网络后重试`
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

/**
 * For the catch of a call made with the client's toast on: the client has toasted a refusal (RequestError), but a
 * call that never reached the server rejects without a word, so that one is said here. Answers what was shown.
 */
export function toastUnlessShown(err: unknown, fallback: string): string | undefined {
  if (err instanceof RequestError) return undefined
  const title = errorText(err, fallback)
  void Taro.showToast({ title, icon: 'none', duration: 1500 })
  return title
}

/** for the catch of a call made with `silent`: nothing was shown yet, so the server's message (or the hint) is */
export function toastFailure(err: unknown, fallback: string): string {
  const title = errorText(err, fallback)
  void Taro.showToast({ title, icon: 'none', duration: 1500 })
  return title
}

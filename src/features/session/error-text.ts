/** the message to show for a failed call: the server's msg (RequestError), or the fallback for network errors */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message && !/^request:fail|^timeout/i.test(err.message)) return err.message
  if (err && typeof err === 'object' && 'errMsg' in err) return `${fallback}：网络异常，请检查网络后重试`
  return fallback
}

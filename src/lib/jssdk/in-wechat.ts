/** WeChat's built-in browser names itself MicroMessenger in the user agent (also its desktop and work clients) */
export function isInWechat(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent)
}

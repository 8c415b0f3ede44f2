// The JS-SDK signature as WeChat's JS-SDK appendix 1 specifies it: the four fields sorted by name (jsapi_ticket,
// noncestr, timestamp, url), joined as key=value with &, raw values (no URL escaping), sha1 in lower-case hex. The
// url is the page's full URL without the # part; noncestr and timestamp must be the ones passed to wx.config.
import crypto from 'node:crypto'

export interface SignInput { jsapiTicket: string; noncestr: string; timestamp: string; url: string }

export function pageUrlForSigning(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}

export function jsapiSignature({ jsapiTicket, noncestr, timestamp, url }: SignInput): string {
  const fields: Record<string, string> = { jsapi_ticket: jsapiTicket, noncestr, timestamp, url: pageUrlForSigning(url) }
  const string1 = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('&')
  return crypto.createHash('sha1').update(string1, 'utf8').digest('hex')
}

import { useCallback, useRef, useState } from 'react'
import { captchaImagePath, getLoginCaptchaConfig } from '../api/login-captcha'

/** what the login sends with the password when a captcha is shown (JNPF's code + timestamp) */
export interface CaptchaAnswer {
  code: string
  timestamp: string
}

/** the server's words when a login must bring the captcha (the form shows it even if getConfig cannot be asked) */
export const CAPTCHA_NEEDED = '请输入验证码'

/** a key the picture's code is kept under; like the JNPF clients, a random number is enough */
const newKey = () => String(Math.random()).slice(2, 18) || String(Date.now())

/**
 * The image captcha of the password login: hidden until the server asks for it (getConfig/{account}, after the
 * account is entered and after every refused login), then a picture and a field. A code works once, so every
 * refused attempt draws a new picture.
 */
export function useLoginCaptcha() {
  const [shown, setShown] = useState(false)
  const [length, setLength] = useState(4)
  const [key, setKey] = useState('')
  const [code, setCode] = useState('')
  const asked = useRef('')

  const refresh = useCallback(() => {
    setKey(newKey())
    setCode('')
  }, [])

  const show = useCallback((codeLength: number) => {
    setLength(codeLength)
    setShown(true)
    refresh()
  }, [refresh])

  /** asks the server whether this account needs the captcha from here; `force` after a refused login */
  const check = useCallback(async (account: string, force = false) => {
    const name = account.trim()
    if (!name || (!force && asked.current === name)) return
    asked.current = name
    try {
      const cfg = await getLoginCaptchaConfig(name)
      if (cfg.enableVerificationCode === 1) show(cfg.verificationCodeNumber)
      else setShown(false)
    } catch {
      // offline or an older server: keep what is shown; a login refused for want of a code shows it anyway
    }
  }, [show])

  /** after a refused login: a used code is gone, and the server may want a captcha now */
  const afterFailure = useCallback(async (account: string, message: string) => {
    if (message === CAPTCHA_NEEDED && !shown) show(length)
    else if (shown) refresh()
    await check(account, true)
  }, [check, length, refresh, show, shown])

  const answer: CaptchaAnswer | undefined = shown ? { code: code.trim(), timestamp: key } : undefined
  return { shown, code, setCode, imagePath: shown ? captchaImagePath(length, key) : '', length, refresh, check, afterFailure, answer }
}

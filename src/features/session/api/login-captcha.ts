import { http } from '@/lib/request'
import type { LoginConfigModel } from '@shared/api/oauth'

/**
 * GET /api/oauth/getConfig/{account} (jnpf-api.md §2.5): whether the next login with this account must bring the image
 * captcha, and how long its code is. The server asks for it when sysconfig turns it on for everybody, or after failed
 * logins from this device. Silent: the form decides what to show.
 */
export async function getLoginCaptchaConfig(account: string): Promise<LoginConfigModel> {
  const res = await http.get<LoginConfigModel>(`/api/oauth/getConfig/${encodeURIComponent(account)}`, undefined, { silent: true, loading: false })
  return { enableVerificationCode: res.data?.enableVerificationCode === 1 ? 1 : 0, verificationCodeNumber: Number(res.data?.verificationCodeNumber) || 4 }
}

/** the picture of a new code, drawn under `key` (ImageCode/{length}/{key}); the login sends code + key as timestamp */
export function captchaImagePath(length: number, key: string): string {
  return `/api/oauth/ImageCode/${length}/${key}`
}

import type { SocialLoginProps } from './types'

// A provider's login leaves the page for the provider's site and comes back: that is the browser's way, the
// mini-program logs in with wx.login instead (wechat-login). index.h5.tsx is the H5 one.
export const SOCIAL_LOGIN_AVAILABLE = false

export function SocialLogin(_props: SocialLoginProps) {
  return null
}

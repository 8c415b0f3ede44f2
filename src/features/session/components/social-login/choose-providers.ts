import type { SocialsUserVo } from '../../api/socials'

/**
 * The buttons to show: providers with a render URL (the mini-program's own entry has none). Inside WeChat's browser
 * the official account's login (wechat_mp) is the one that works, the website login (scan a code) is not offered
 * there; elsewhere wechat_mp is left out, it only works inside WeChat.
 */
export function chooseProviders(list: SocialsUserVo[], inWechat: boolean): SocialsUserVo[] {
  const usable = list.filter((s) => s.renderUrl && (s.isLatest ?? s.latest ?? true))
  const hasMp = usable.some((s) => s.enname === 'wechat_mp')
  return usable.filter((s) => (s.enname === 'wechat_mp' ? inWechat : !(inWechat && hasMp && s.enname === 'wechat_open')))
}

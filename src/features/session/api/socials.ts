import { http } from '@/lib/request'
import type { LoginTicketModel, LoginVO, SocialAccountVo } from '@shared/api/oauth'

/** one third-party login as JNPF's SocialsUserVo describes it (jnpf-api.md §2.4) */
export interface SocialsUserVo {
  enname: string
  name: string
  describetion?: string
  icon?: string
  isLatest?: boolean
  latest?: boolean
  /** the caller's binding (account security), null when not bound */
  entity?: { id: string; userId: string; socialType: string; socialName?: string } | null
  /** login: /api/oauth/socials/render/{source}?ticket=JNPF_TICKET */
  renderUrl?: string
}

export interface LoginConfig { redirect: boolean; url: string; ticketParams: string; socialsList: SocialsUserVo[] }

/** GET /api/oauth/getLoginConfig: which third-party login buttons the login page shows */
export async function getLoginConfig(): Promise<LoginConfig> {
  const res = await http.get<Partial<LoginConfig>>('/api/oauth/getLoginConfig', undefined, { silent: true, loading: false })
  const d = res.data ?? {}
  return { redirect: Boolean(d.redirect), url: d.url ?? '', ticketParams: d.ticketParams ?? 'jnpf_ticket', socialsList: Array.isArray(d.socialsList) ? d.socialsList : [] }
}

/** GET /api/oauth/socials/render/{source}?ticket=: the provider's page that logs the user in on this ticket */
export async function renderSocialLogin(source: string, ticket: string): Promise<string> {
  const res = await http.get<string>(`/api/oauth/socials/render/${encodeURIComponent(source)}`, { ticket }, { silent: true })
  if (!res.data) throw new Error('无法打开第三方登录页面')
  return res.data
}

/** GET /api/oauth/socials/app/callback/{source}?uuid=: what the provider's login came to (the bound accounts, not bound, error) */
export async function socialLoginOutcome(source: string, uuid: string): Promise<LoginTicketModel> {
  const res = await http.get<LoginTicketModel>(`/api/oauth/socials/app/callback/${encodeURIComponent(source)}`, { uuid }, { silent: true })
  if (!res.data) throw new Error('第三方登录结果获取失败')
  return res.data
}

/** the account list a social login's ticket answers (status Multitenancy); malformed entries are left out */
export function socialAccounts(value: string): SocialAccountVo[] {
  try {
    const list = JSON.parse(value) as unknown
    return Array.isArray(list) ? list.filter((a): a is SocialAccountVo => Boolean(a && typeof a === 'object' && a.userId && a.account && a.ticket)) : []
  } catch {
    return []
  }
}

/** POST /api/oauth/Login/socials (form): the account the user picked, all its fields and tenantLogin=true, as JNPF posts it */
export async function loginWithSocialAccount(account: SocialAccountVo): Promise<LoginVO> {
  const res = await http.post<LoginVO>('/api/oauth/Login/socials', { ...account, tenantLogin: true }, { form: true, silent: true })
  if (!res.data?.token) throw new Error('第三方登录失败')
  return res.data
}

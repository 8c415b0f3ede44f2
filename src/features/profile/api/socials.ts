import { http } from '@/lib/request'

/** a third-party login and the user's binding to it (JNPF's SocialsUserVo, jnpf-api.md §2.4) */
export interface SocialBinding {
  enname: string
  name: string
  describetion?: string
  entity: { id: string; socialName?: string } | null
  /** '' for a login bound elsewhere (the mini-program's, bound when logging in there) */
  renderUrl?: string
}

/** GET /api/permission/socials/login: every third-party login the user may bind, with their bindings */
export async function getSocialBindings(): Promise<SocialBinding[]> {
  const res = await http.get<SocialBinding[]>('/api/permission/socials/login', undefined, { silent: true })
  return Array.isArray(res.data) ? res.data : []
}

/** GET /api/permission/socials/render/{source}: the provider's page that binds the account to the user */
export async function renderSocialBind(source: string): Promise<string> {
  const res = await http.get<string>(`/api/permission/socials/render/${encodeURIComponent(source)}`, undefined, { silent: true })
  if (!res.data) throw new Error('无法打开第三方授权页面')
  return res.data
}

/** DELETE /api/permission/socials/{id} */
export async function unbindSocial(id: string): Promise<string> {
  const res = await http.delete(`/api/permission/socials/${encodeURIComponent(id)}`, undefined, { silent: true })
  return res.msg || '解绑成功'
}

// /api/app/*: contact detail and version; /api/file/AppStartInfo for the launch screen.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgPathName } from '../organize/org-paths'
import { publicSysConfig, readSysConfig } from '../system/sys-config'
import { avatarUrl } from '../users/user-info'
import { visibilityOf, visibleUser } from '../users/visibility'

export const APP_VERSION = { sysVersion: '3.3.5', versionCode: 139 }
const idParam = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } }

export async function appRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/app/User/:id', { schema: { params: idParam } }, async (request) => {
    const v = await visibilityOf(ctx, currentUser(request))
    const u = await visibleUser(ctx, v, (request.params as { id: string }).id)
    const [orgs, positions] = await Promise.all([
      organizeRepository.allOrganizes(ctx.db), organizeRepository.positionsByIds(ctx.db, u.positionId ? [u.positionId] : [])
    ])
    return ok({
      id: u.id, account: u.account, realName: u.realName, headIcon: avatarUrl(u.headIcon), gender: Number(u.gender),
      mobilePhone: u.mobilePhone, email: u.email, organizeName: orgPathName(orgMap(orgs), u.organizeId),
      positionName: positions[0]?.fullName ?? ''
    })
  })

  app.get('/api/app/Version', { config: { public: true } }, async () => {
    const cfg = await readSysConfig(ctx.db)
    return ok({ ...APP_VERSION, sysName: cfg.sysName ?? '', copyright: cfg.copyright ?? '', updateContent: '', downloadUrl: '' })
  })

  app.get('/api/file/AppStartInfo/:id', { config: { public: true }, schema: { params: idParam } }, async (request) => {
    const cfg = publicSysConfig(await readSysConfig(ctx.db))
    return ok({ appName: (request.params as { id: string }).id, sysName: cfg.sysName ?? '', sysVersion: cfg.sysVersion ?? '', copyright: cfg.copyright ?? '', startImg: '' })
  })
}

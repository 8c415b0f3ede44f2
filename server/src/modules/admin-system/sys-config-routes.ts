// /api/system/SysConfig: the console's 系统配置 page. GET is public (the login page reads the system name before
// anybody signs in) and answers the display settings; an administrator of the whole group gets the full form.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { sysConfigBody } from './sys-config-spec'
import { consoleSysConfig, publicConfig, saveSysConfig } from './sys-config-service'

const S = '/api/system/SysConfig'

export async function sysConfigRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  /** true for a signed-in user who may change the settings; refusals of the guard only mean "show the public part" */
  const mayAdminister = async (r: FastifyRequest): Promise<boolean> => {
    if (!r.session) return false
    try {
      return (await requireAdmin(ctx, r, ADMIN_AREAS.sysConfig)).all
    } catch (err) {
      if (err instanceof BadRequest) return false
      throw err
    }
  }

  app.get(S, { config: { public: true } }, async (r) => ok(await mayAdminister(r) ? await consoleSysConfig(ctx) : await publicConfig(ctx)))

  app.put(S, { schema: { body: sysConfigBody } }, async (r) => {
    const scope = await requireAdmin(ctx, r, ADMIN_AREAS.sysConfig)
    requireWholeGroup(scope)
    const changed = await saveSysConfig(ctx, (r.body ?? {}) as Record<string, string | number | null>, scope.user)
    await audit(ctx, r, { module: '系统配置', type: '修改', objectId: 'sysConfig', abstracts: changed.length ? `修改系统配置 ${changed.join('、')}` : '保存系统配置（无变化）' })
    return ok(undefined, '保存成功')
  })
}

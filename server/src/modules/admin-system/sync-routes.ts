// /api/system/SynThirdInfo/getSynThirdTotal/{thirdType}: the 同步设置 tab of the console's 系统配置 page asks how
// far the organisation and the people are synchronised with WeChat Work (1) or DingTalk (2). This product has no
// such synchronisation, so the truthful answer is: every local record, none synchronised.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { ADMIN_AREAS, requireAdmin } from '../admin'
import { sysConfigAdminRepository } from './sys-config-repository'

export async function syncRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/system/SynThirdInfo/getSynThirdTotal/:thirdType', {
    schema: { params: { type: 'object', properties: { thirdType: { ...str(1, 1), enum: ['1', '2'] } } } }
  }, async (r) => {
    await requireAdmin(ctx, r, ADMIN_AREAS.sysConfig)
    const { organizes, users } = await sysConfigAdminRepository.localRecordCounts(ctx.db)
    const total = (synType: string, recordTotal: number) =>
      ({ synType, recordTotal, synDate: null, synFailCount: 0, synSuccessCount: 0, unSynCount: recordTotal })
    return ok([total('组织', organizes), total('用户', users)])
  })
}

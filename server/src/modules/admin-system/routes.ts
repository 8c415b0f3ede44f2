// admin-system: the system data pages of the JNPF 3.6 web console (数据字典, 单据规则, 行政区划, 系统配置, 通知公告,
// 系统日志). Every route checks its area's grant (modules/admin); writes to what the whole group shares are for
// administrators only, and every write is written to the system log.
import type { FastifyInstance } from 'fastify'
import { areaRoutes } from './area-routes'
import { billRuleRoutes } from './bill-rule-routes'
import { dictionaryRoutes } from './dictionary-routes'
import { logRoutes } from './log-routes'
import { noticeRoutes } from './notice-routes'
import { sysConfigRoutes } from './sys-config-routes'
import { syncRoutes } from './sync-routes'

export async function adminSystemRoutes(app: FastifyInstance): Promise<void> {
  await dictionaryRoutes(app)
  await billRuleRoutes(app)
  await areaRoutes(app)
  await sysConfigRoutes(app)
  await syncRoutes(app)
  await noticeRoutes(app)
  await logRoutes(app)
}

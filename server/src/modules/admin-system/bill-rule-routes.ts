// /api/system/BillRule: the console's 单据规则 page (list, form, delete, enable switch) and the designers' rule picker.
// Issuing numbers (BillNumber/{enCode}) stays in modules/system.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { enabledMark, flagOf, intRange, pagingProps, queryFlag, sortCode } from './common'
import type { BillRuleForm } from './bill-rule-form'
import { createRule, deleteRule, listRules, ruleInfo, toggleRule, updateRule, type BillRuleQuery } from './bill-rule-service'

const B = '/api/system/BillRule'
const MODULE = '单据规则'

const listQuery = { type: 'object', properties: { ...pagingProps, categoryId: str(128), enabledMark: queryFlag } }
const queryOf = (r: FastifyRequest): BillRuleQuery => {
  const q = r.query as BillRuleQuery & { enabledMark?: string }
  return { ...q, enabledMark: flagOf(q.enabledMark) }
}
const body = {
  type: 'object',
  properties: {
    fullName: str(100), enCode: str(100), category: str(128), prefix: str(100), suffix: str(100), type: intRange(1, 3),
    dateFormat: str(50), digit: intRange(0, 99), startNumber: str(20),
    randomDigit: intRange(0, 64), randomType: intRange(0, 9), sortCode, enabledMark, description: str(2000)
  }
}

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function billRuleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const area = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.billRule)
  const writer = async (r: FastifyRequest) => requireWholeGroup(await area(r))

  app.get(B, { schema: { querystring: listQuery } }, async (r) => {
    await area(r)
    return ok(await listRules(ctx, queryOf(r)))
  })
  // the form designers' billRule control picks a rule here: enabled rules, names and codes only matter
  app.get(`${B}/Selector`, { schema: { querystring: listQuery } }, async (r) => ok(await listRules(ctx, queryOf(r), true)))
  app.get(`${B}/:id`, { schema: { params: idParam } }, async (r) => {
    await area(r)
    return ok(await ruleInfo(ctx, idOf(r)))
  })
  app.post(B, { schema: { body } }, async (r) => {
    await writer(r)
    const rule = await createRule(ctx, currentUser(r).id, r.body as BillRuleForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: rule.id, abstracts: `新建单据规则 ${rule.enCode} ${rule.fullName}` })
    return ok(undefined, '新建成功')
  })
  app.put(`${B}/:id`, { schema: { params: idParam, body } }, async (r) => {
    await writer(r)
    const rule = await updateRule(ctx, idOf(r), r.body as BillRuleForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: rule.id, abstracts: `修改单据规则 ${rule.enCode} ${rule.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${B}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const rule = await deleteRule(ctx, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: rule.id, abstracts: `删除单据规则 ${rule.enCode} ${rule.fullName}` })
    return ok(undefined, '删除成功')
  })
  app.put(`${B}/:id/Actions/State`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const rule = await toggleRule(ctx, idOf(r))
    const state = rule.enabledMark === 1 ? '启用' : '禁用'
    await audit(ctx, r, { module: MODULE, type: state, objectId: rule.id, abstracts: `${state}单据规则 ${rule.enCode}` })
    return ok(undefined, '更新成功')
  })
}

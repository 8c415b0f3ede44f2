// Bill rules (单据规则) as the console edits them. A rule a low-code model's billRule control names cannot be deleted
// or recoded (its next record would fail to get a number), nor can a rule that has issued numbers be deleted (a new
// rule with the same code would issue them again).
import type { AppContext } from '../../context'
import type { BillRuleTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { userRepository } from '../users/repository'
import { parseFormFields, type FormField } from '../visualdev/form-fields'
import { billRuleAdminRepository as repo, type BillRuleFilter, type BillRulePatch } from './bill-rule-repository'
import { CODE_PATTERN, cleanCode, cleanName, cleanText, keywordOf, pageOf, type Paging } from './common'
import { businessTypeNames, checkedRuleForm, type BillRuleForm } from './bill-rule-form'

export interface BillRuleQuery extends Paging { categoryId?: string; enabledMark?: number }

const ruleOf = (f: FormField) => (f.jnpfKey === 'billRule' && typeof f.config.rule === 'string' ? f.config.rule : '')

/** the names of the low-code models whose forms (child tables included) take numbers from this rule */
export async function modelsUsingRule(ctx: AppContext, enCode: string): Promise<string[]> {
  const models = await repo.modelsMentioning(ctx.db, enCode)
  return models.filter((m) => {
    let fields: FormField[]
    try { fields = parseFormFields(m.formData) } catch { return false }
    return fields.some((f) => ruleOf(f) === enCode || (f.children ?? []).some((c) => ruleOf(c) === enCode))
  }).map((m) => m.fullName)
}

function view(r: BillRuleTable, category: string, creatorUser: string) {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, category, categoryId: r.category ?? '', prefix: r.prefix, suffix: r.suffix ?? '',
    type: Number(r.type ?? 1), dateFormat: r.dateFormat, digit: Number(r.digit), startNumber: r.startNumber,
    randomDigit: Number(r.randomDigit ?? 16), randomType: Number(r.randomType ?? 1), thisNumber: Number(r.thisNumber),
    outputNumber: r.outputNumber, description: r.description ?? '', sortCode: Number(r.sortCode ?? 0),
    enabledMark: Number(r.enabledMark ?? 1), creatorUser, creatorTime: r.createdAt ?? null, lastModifyTime: r.updatedAt ?? null
  }
}

async function views(ctx: AppContext, rows: BillRuleTable[]) {
  const categories = await businessTypeNames(ctx)
  const ids = [...new Set(rows.map((r) => r.creatorUserId ?? '').filter(Boolean))]
  const users = new Map((await userRepository.listByIds(ctx.db, ids)).map((u) => [u.id, `${u.realName}/${u.account}`]))
  return rows.map((r) => view(r, categories.get(r.category ?? '') ?? r.category ?? '', users.get(r.creatorUserId ?? '') ?? ''))
}

/** the console list (all rules) or the designers' selector (`enabledOnly`) */
export async function listRules(ctx: AppContext, q: BillRuleQuery, enabledOnly = false) {
  const { currentPage, pageSize, offset } = pageOf(q)
  const filter: BillRuleFilter = {
    keyword: keywordOf(q), categoryId: (q.categoryId ?? '').trim(), enabledMark: enabledOnly ? 1 : q.enabledMark
  }
  const { rows, total } = await repo.page(ctx.db, filter, offset, pageSize)
  return page(await views(ctx, rows), currentPage, pageSize, total)
}

export async function findRule(ctx: AppContext, id: string): Promise<BillRuleTable> {
  const r = await repo.find(ctx.db, id)
  if (!r) throw new BadRequest('单据规则不存在')
  return r
}

export async function ruleInfo(ctx: AppContext, id: string) {
  const [v] = await views(ctx, [await findRule(ctx, id)])
  return { ...v, category: v.categoryId }
}

async function checked(ctx: AppContext, form: BillRuleForm, self?: BillRuleTable): Promise<BillRulePatch> {
  const fullName = cleanName(form.fullName, '名称')
  const enCode = cleanCode(form.enCode, '编码', 50, CODE_PATTERN)
  const exceptId = self?.id ?? ''
  if (await repo.clash(ctx.db, 'fullName', fullName, exceptId)) throw new BadRequest('名称不能重复')
  if (await repo.clash(ctx.db, 'enCode', enCode, exceptId)) throw new BadRequest('编码不能重复')
  if (self && self.enCode !== enCode) {
    const users = await modelsUsingRule(ctx, self.enCode)
    if (users.length) throw new BadRequest(`单据规则正被表单「${users.join('、')}」使用，不能修改编码`)
  }
  return { fullName, enCode, ...(await checkedRuleForm(ctx, form)), description: cleanText(form.description) }
}

export async function createRule(ctx: AppContext, userId: string, form: BillRuleForm): Promise<BillRuleTable> {
  const now = ctx.clock.now()
  const row: BillRuleTable = {
    id: newId(), ...(await checked(ctx, form)), thisNumber: 0, lastDate: '', outputNumber: '', creatorUserId: userId, createdAt: now, updatedAt: null
  }
  await repo.insert(ctx.db, row)
  return row
}

export async function updateRule(ctx: AppContext, id: string, form: BillRuleForm): Promise<BillRuleTable> {
  const r = await findRule(ctx, id)
  const patch = { ...(await checked(ctx, form, r)), updatedAt: ctx.clock.now() }
  await repo.update(ctx.db, id, patch)
  return { ...r, ...patch }
}

export async function deleteRule(ctx: AppContext, id: string): Promise<BillRuleTable> {
  const r = await findRule(ctx, id)
  const users = await modelsUsingRule(ctx, r.enCode)
  if (users.length) throw new BadRequest(`单据规则正被表单「${users.join('、')}」使用，不能删除`)
  if (r.outputNumber) throw new BadRequest('单据已经被使用,不允许被删除')
  await repo.delete(ctx.db, id)
  return r
}

/** 启用/禁用: a disabled rule issues no numbers */
export async function toggleRule(ctx: AppContext, id: string): Promise<BillRuleTable> {
  const r = await findRule(ctx, id)
  const enabledMark = Number(r.enabledMark ?? 1) === 1 ? 0 : 1
  await repo.update(ctx.db, id, { enabledMark, updatedAt: ctx.clock.now() })
  return { ...r, enabledMark }
}

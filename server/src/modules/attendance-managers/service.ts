// The management staff register of each contract section (管理人员信息): the section's managers keep it, the
// attendance viewers read it. A list shows who the contract requires on site, whether each linked person has clocked
// in today (his account's punches on the section) and the certificates that have expired or expire within 30 days.
import crypto from 'node:crypto'
import { MANAGER_POSTS, type ManagerCertificate } from '@shared/api/attendance-managers'
import type { AppContext } from '../../context'
import type { AttendanceManagerTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { MANAGERS, checkedDate as date, checkedText as text, dayOfTime, sectionsAsked, seesEveryone } from '../attendance'
import { holdsRole, requireRole, sectionFor } from '../progress'
import { managerRepository as repo } from './repository'

/** a certificate expiring within this many days is warned of */
export const WARN_DAYS = 30
const DAY = 86_400_000
const MAX_CERTIFICATES = 10

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY)

function certificatesOf(json: string): ManagerCertificate[] {
  try {
    const list = JSON.parse(json) as unknown
    return Array.isArray(list) ? (list as ManagerCertificate[]) : []
  } catch {
    return []
  }
}

function managerVO(m: AttendanceManagerTable, day: string, extra: { contractName: string; userName: string; firstPunch?: number }) {
  const certificates = certificatesOf(m.certificates).map((c) => ({ ...c, daysLeft: c.expiryDate ? daysBetween(day, c.expiryDate) : null }))
  return {
    id: m.id, projectId: m.projectId, contractId: m.contractId, contractName: extra.contractName, userId: m.userId, userName: extra.userName,
    realName: m.realName, post: m.post, mobile: m.mobile, onSiteRequired: Number(m.onSiteRequired) === 1, certificates,
    entryDate: m.entryDate, exitDate: m.exitDate, remark: m.remark, exited: m.exitDate !== '' && m.exitDate < day,
    today: m.userId === '' ? 'unlinked' as const : extra.firstPunch !== undefined ? 'in' as const : 'absent' as const,
    clockInTime: extra.firstPunch ?? null,
    certificateWarnings: certificates.filter((c) => c.daysLeft !== null && c.daysLeft <= WARN_DAYS).length
  }
}

async function decorate(ctx: AppContext, rows: AttendanceManagerTable[], names: Map<string, string>, day: string) {
  const userIds = [...new Set(rows.map((m) => m.userId).filter(Boolean))]
  const [users, punches] = await Promise.all([
    repo.userNames(ctx.db, userIds),
    repo.firstPunches(ctx.db, [...new Set(rows.map((m) => m.contractId))], userIds, day)
  ])
  const userNames = new Map(users.map((u) => [u.id, u.realName]))
  return rows.map((m) => managerVO(m, day, {
    contractName: names.get(m.contractId) ?? '', userName: userNames.get(m.userId) ?? '', firstPunch: punches.get(`${m.contractId}/${m.userId}`)
  }))
}

export interface ManagerQuery { projectId?: string; contractId?: string; keyword?: string; state?: string; required?: string }

export async function managers(ctx: AppContext, user: UserTable, q: ManagerQuery, page: number, size: number) {
  const sections = await sectionsAsked(ctx, user, q.projectId, q.contractId)
  if (!(await seesEveryone(ctx, user))) throw new BadRequest('您没有查看管理人员信息的权限')
  const day = dayOfTime(ctx.clock.now())
  const state = q.state === 'exited' ? { active: false, day } : q.state === 'all' ? undefined : { active: true, day }
  const keyword = typeof q.keyword === 'string' ? q.keyword.trim().slice(0, 50) : ''
  const ids = sections.map((c) => c.id)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  const { rows, total } = await repo.page(ctx.db, { contractIds: ids, keyword, state, requiredOnly: q.required === '1' }, page, size)
  // the figures of today over everyone on the books, not just this page
  const active = await decorate(ctx, await repo.activeOn(ctx.db, ids, day), names, day)
  const required = active.filter((m) => m.onSiteRequired)
  return {
    list: await decorate(ctx, rows, names, day),
    pagination: { currentPage: page, pageSize: size, total },
    summary: { required: required.length, requiredIn: required.filter((m) => m.today === 'in').length, warnings: active.filter((m) => m.certificateWarnings > 0).length },
    mayEdit: await holdsRole(ctx, user, MANAGERS)
  }
}

export async function manager(ctx: AppContext, user: UserTable, id: string) {
  const m = await repo.one(ctx.db, id)
  if (!m) throw new BadRequest('人员不存在或您无权访问')
  const contract = await sectionFor(ctx, user, m.contractId)
  if (!(await seesEveryone(ctx, user))) throw new BadRequest('人员不存在或您无权访问')
  const day = dayOfTime(ctx.clock.now())
  return { ...(await decorate(ctx, [m], new Map([[contract.id, contract.fullName]]), day))[0], mayEdit: await holdsRole(ctx, user, MANAGERS) }
}

function cleanCertificates(v: unknown): ManagerCertificate[] {
  if (v === undefined || v === null) return []
  if (!Array.isArray(v)) throw new BadRequest('证书格式不正确')
  if (v.length > MAX_CERTIFICATES) throw new BadRequest(`证书最多${MAX_CERTIFICATES}项`)
  return v.map((raw, i) => {
    if (!raw || typeof raw !== 'object') throw new BadRequest(`第${i + 1}项证书格式不正确`)
    const c = raw as Record<string, unknown>
    return {
      name: text(c.name, `第${i + 1}项证书名称`, 50, true),
      number: text(c.number, `第${i + 1}项证书编号`, 50, true),
      expiryDate: date(c.expiryDate, `第${i + 1}项证书有效期`, false)
    }
  })
}

export async function saveManager(ctx: AppContext, user: UserTable, input: Record<string, unknown>) {
  const old = typeof input.id === 'string' && input.id !== '' ? await repo.one(ctx.db, input.id) : undefined
  if (typeof input.id === 'string' && input.id !== '' && !old) throw new BadRequest('人员不存在或您无权访问')
  const contract = await sectionFor(ctx, user, old ? old.contractId : input.contractId)
  await requireRole(ctx, user, MANAGERS, '登记管理人员')
  const realName = text(input.realName, '姓名', 50, true)
  const post = text(input.post, '岗位', 30, true)
  if (!(MANAGER_POSTS as readonly string[]).includes(post)) throw new BadRequest(`岗位应为：${MANAGER_POSTS.join('、')}`)
  const mobile = text(input.mobile, '手机号', 20)
  if (mobile !== '' && !/^1[3-9]\d{9}$/.test(mobile)) throw new BadRequest('请输入正确的手机号')
  if (input.onSiteRequired !== undefined && typeof input.onSiteRequired !== 'boolean') throw new BadRequest('是否合同要求在岗格式不正确')
  const certificates = cleanCertificates(input.certificates)
  const entryDate = date(input.entryDate, '进场日期', true)
  const exitDate = date(input.exitDate, '退场日期', false)
  if (exitDate !== '' && exitDate < entryDate) throw new BadRequest('退场日期不能早于进场日期')
  const remark = text(input.remark, '备注', 200)
  const userId = input.userId === undefined ? old?.userId ?? '' : text(input.userId, '关联账号', 64)
  if (userId !== '') {
    if (!(await repo.isMember(ctx.db, userId, contract.id))) throw new BadRequest('关联的账号不是本合同段的成员')
    const same = await repo.ofUser(ctx.db, contract.id, userId)
    if (same && same.id !== old?.id) throw new BadRequest(`该账号已关联管理人员：${same.realName}（${same.post}）`)
  }
  const now = ctx.clock.now()
  const row: AttendanceManagerTable = {
    id: old?.id ?? crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, userId, realName, post, mobile,
    onSiteRequired: input.onSiteRequired === undefined ? Number(old?.onSiteRequired ?? 0) : input.onSiteRequired ? 1 : 0,
    certificates: JSON.stringify(certificates), entryDate, exitDate, remark,
    creatorUserId: old?.creatorUserId ?? user.id, creatorTime: old ? Number(old.creatorTime) : now, lastModifyTime: old ? now : null
  }
  await repo.save(ctx.db, row, !old)
  return (await decorate(ctx, [row], new Map([[contract.id, contract.fullName]]), dayOfTime(now)))[0]
}

export async function removeManager(ctx: AppContext, user: UserTable, id: string) {
  const old = await repo.one(ctx.db, id)
  if (!old) throw new BadRequest('人员不存在或您无权访问')
  await sectionFor(ctx, user, old.contractId)
  await requireRole(ctx, user, MANAGERS, '登记管理人员')
  await repo.remove(ctx.db, id)
}

/** the accounts a person of the section can be linked to (its members), for the form */
export async function linkableAccounts(ctx: AppContext, user: UserTable, contractId: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  await requireRole(ctx, user, MANAGERS, '登记管理人员')
  return { list: await repo.members(ctx.db, contract.id) }
}

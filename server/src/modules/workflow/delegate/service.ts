// Delegations (委托, JNPF 3.6 FlowDelegateController): list mine or those handed to me, read, create, edit, stop
// and delete — only the delegator (or an administrator) changes one. The delegate hears of each new delegation and
// of its end through the message centre. The engine reads flow_delegate to route to-dos and launches.
import type { PageList } from '@shared/api/envelope'
import type { FlowDelegateCrForm, FlowDelegatePagination, FlowDelegateVO } from '@shared/api/workflow-extras'
import type { AppContext } from '../../../context'
import type { FlowDelegateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { newId } from '../../../lib/tokens'
import { createMessage } from '../../message/service'
import type { UserRow } from '../../users/repository'
import { delegateRepository } from './repository'
import { checkNoClash, cleanForm, type CleanDelegate } from './rules'

const NOT_FOUND = '该委托不存在或已被删除'
const isAdmin = (u: UserRow) => Number(u.isAdministrator) === 1

export function delegateVo(r: FlowDelegateTable, now: number): FlowDelegateVO {
  const ended = Number(r.enabledMark) !== 1 || Number(r.endTime) < now
  return {
    id: r.id, type: r.type === '0' ? '0' : '1', userId: r.userId, userName: r.userName, toUserId: r.toUserId, toUserName: r.toUserName,
    description: r.description, startTime: Number(r.startTime), endTime: Number(r.endTime), flowId: r.flowId, flowName: r.flowName,
    flowCategory: r.flowCategory, enabledMark: ended ? 0 : 1, status: ended ? 2 : Number(r.startTime) > now ? 0 : 1,
    creatorTime: Number(r.creatorTime)
  }
}

export async function listDelegates(ctx: AppContext, me: UserRow, q: FlowDelegatePagination): Promise<PageList<FlowDelegateVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const filter = { keyword: (q.keyword ?? '').trim().slice(0, 100), toMe: String(q.myOrDelagateToMe ?? '1') === '2' }
  const { rows, total } = await delegateRepository.page(ctx.db, me.id, filter, (currentPage - 1) * pageSize, pageSize)
  const now = ctx.clock.now()
  return page(rows.map((r) => delegateVo(r, now)), currentPage, pageSize, total)
}

/** the delegation when the caller is one of its two people (or an administrator) */
async function visible(ctx: AppContext, me: UserRow, id: string): Promise<FlowDelegateTable> {
  const r = await delegateRepository.find(ctx.db, id)
  if (!r || !(isAdmin(me) || r.userId === me.id || r.toUserId === me.id || r.creatorUserId === me.id)) throw new BadRequest(NOT_FOUND)
  return r
}

/** the delegation when the caller may change it: its delegator, whoever created it, or an administrator */
async function owned(ctx: AppContext, me: UserRow, id: string): Promise<FlowDelegateTable> {
  const r = await visible(ctx, me, id)
  if (!(isAdmin(me) || r.userId === me.id || r.creatorUserId === me.id)) throw new BadRequest('只有委托人可以修改或结束该委托')
  return r
}

export async function delegateInfo(ctx: AppContext, me: UserRow, id: string): Promise<FlowDelegateVO> {
  return delegateVo(await visible(ctx, me, id), ctx.clock.now())
}

const kind = (type: string) => (type === '0' ? '发起' : '审批')

async function tell(ctx: AppContext, me: UserRow, d: Pick<CleanDelegate, 'toUserId' | 'type' | 'flowName'>, ended: boolean): Promise<void> {
  const title = ended
    ? `${me.realName}结束了对您的流程${kind(d.type)}委托`
    : `${me.realName}委托您${kind(d.type)}流程：${d.flowName}`
  // flowType 2 = delegation; the body is plain text, so the app opens the message itself, not a task
  await createMessage(ctx, { toUserIds: [d.toUserId], type: 2, flowType: 2, title, bodyText: title, creatorUserId: me.id })
}

export async function createDelegate(ctx: AppContext, me: UserRow, form: FlowDelegateCrForm): Promise<string> {
  const d = await cleanForm(ctx, me, form)
  const id = newId()
  await ctx.db.transaction().execute(async (trx) => {
    await checkNoClash({ ...ctx, db: trx }, d)
    const now = ctx.clock.now()
    await delegateRepository.insert(trx, {
      id, ...d, enabledMark: 1, sortCode: 0, creatorUserId: me.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    })
  })
  await tell(ctx, me, d, false)
  return id
}

export async function updateDelegate(ctx: AppContext, me: UserRow, id: string, form: FlowDelegateCrForm): Promise<void> {
  const current = await owned(ctx, me, id)
  if (Number(current.enabledMark) !== 1 || Number(current.endTime) < ctx.clock.now()) throw new BadRequest('该委托已结束，无法修改')
  const d = await cleanForm(ctx, me, { ...form, userId: form.userId || current.userId })
  await ctx.db.transaction().execute(async (trx) => {
    await checkNoClash({ ...ctx, db: trx }, d, id)
    await delegateRepository.update(trx, id, { ...d, lastModifyUserId: me.id, lastModifyTime: ctx.clock.now() })
  })
  await tell(ctx, me, d, false)
}

export async function stopDelegate(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  const r = await owned(ctx, me, id)
  const now = ctx.clock.now()
  if (Number(r.enabledMark) !== 1 || Number(r.endTime) < now) throw new BadRequest('该委托已结束')
  // JNPF ends it by moving its span to now; enabledMark 0 also keeps a stopped one out of every in-force query
  await delegateRepository.update(ctx.db, id, {
    enabledMark: 0, endTime: now, startTime: Math.min(Number(r.startTime), now), lastModifyUserId: me.id, lastModifyTime: now
  })
  await tell(ctx, me, r, true)
}

export async function deleteDelegate(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  const r = await owned(ctx, me, id)
  await delegateRepository.delete(ctx.db, id)
  if (Number(r.enabledMark) === 1 && Number(r.endTime) >= ctx.clock.now()) await tell(ctx, me, r, true)
}

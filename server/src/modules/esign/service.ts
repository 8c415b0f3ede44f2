// The signing state of a user (GetRoleSign), the personal seal made once from their name (CreatePersonSeal), the
// auto-sign choice and the sign-list record behind the batch-sign prompt (spec §4): the app prompts when the state
// is 10, the push list is not empty, the user lacks the batch role and the record is not in state 1. State 1 means
// "put aside": it holds until a document newer than those the user put aside arrives, and, at login, not at all
// (each login reminds again).
import type { HandSignPushItem, PersonSealVO, RoleSignVO } from '@shared/api/esign'
import type { AppContext } from '../../context'
import type { ESignSealTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import type { UserRow } from '../users/repository'
import { inScope, printFont, recordScope } from '../visualdev'
import { providerOf } from './providers/provider'
import { esignRepository as repo, type ApprovedTask } from './repository'
import { drawSeal } from './seal-image'

export type RoleSignFlag = 'approve' | 'login'

const sealVo = (s: ESignSealTable): PersonSealVO => ({
  sealImg: s.sealImg, sealName: s.sealName, autoSign: Number(s.autoSign) === 1, creatorTime: Number(s.creatorTime)
})

/** the passed tasks the user approved in the projects and sections they still belong to */
export async function approvedInScope(ctx: AppContext, user: UserRow, taskIds?: string[]): Promise<ApprovedTask[]> {
  const [tasks, scope] = await Promise.all([repo.approvedBy(ctx.db, user.id, taskIds), recordScope(ctx, user)])
  return tasks.filter((t) => inScope(scope, t))
}

/** the approved documents the user has not signed yet (a failed attempt may be tried again) */
export async function pendingDocuments(ctx: AppContext, user: UserRow): Promise<HandSignPushItem[]> {
  const tasks = await approvedInScope(ctx, user)
  const docs = new Map((await repo.documentsOf(ctx.db, user.id, tasks.map((t) => t.id))).map((d) => [d.taskId, d]))
  return tasks.filter((t) => Number(docs.get(t.id)?.state ?? -1) !== 1).map((t) => ({
    taskId: t.id, fullName: t.fullName, flowName: t.flowName, endTime: t.endTime,
    signUrl: Number(docs.get(t.id)?.state) === 0 ? docs.get(t.id)!.signUrl : ''
  }))
}

export async function roleSign(ctx: AppContext, user: UserRow, flag: RoleSignFlag): Promise<RoleSignVO> {
  const [seal, roleSign, list, record] = await Promise.all([
    repo.seal(ctx.db, user.id), repo.hasBatchRole(ctx.db, user.id), pendingDocuments(ctx, user), repo.signList(ctx.db, user.id)
  ])
  const newest = Math.max(0, ...list.map((d) => Number(d.endTime ?? 0)))
  let state = Number(record?.state ?? 0)
  // put aside only covers what was there then; a login asks again
  if (state === 1 && (flag === 'login' || newest > Number(record?.coveredUntil ?? 0))) {
    state = 0
    await repo.saveSignList(ctx.db, { userId: user.id, state: 0, coveredUntil: Number(record?.coveredUntil ?? 0), lastModifyTime: ctx.clock.now() })
  }
  const provider = providerOf(ctx)
  return {
    state: seal ? 10 : 0,
    roleSign,
    handSignPushData: { handSignPushDataList: list },
    signList: { F_State: state },
    provider: { kind: provider.kind, certified: provider.certified, notice: provider.notice }
  }
}

/** 稍后签署: the current list is put aside (1), or taken up again (0) */
export async function setSignListState(ctx: AppContext, user: UserRow, state: number): Promise<void> {
  if (state !== 0 && state !== 1) throw new BadRequest('状态只能是0或1')
  const list = await pendingDocuments(ctx, user)
  const newest = Math.max(0, ...list.map((d) => Number(d.endTime ?? 0)))
  await repo.saveSignList(ctx.db, { userId: user.id, state, coveredUntil: newest, lastModifyTime: ctx.clock.now() })
}

/** created once from the user's name; a second call answers the seal there is */
export async function createPersonSeal(ctx: AppContext, user: UserRow): Promise<PersonSealVO> {
  const existing = await repo.seal(ctx.db, user.id)
  if (existing) return sealVo(existing)
  const name = (user.realName || user.account).trim()
  if (!name) throw new BadRequest('用户姓名为空，无法生成个人印章')
  const png = drawSeal(printFont(), name)
  const row: ESignSealTable = {
    userId: user.id, sealImg: `data:image/png;base64,${png.toString('base64')}`, sealName: name, autoSign: 0, creatorTime: ctx.clock.now()
  }
  await repo.insertSeal(ctx.db, row)
  // a concurrent call may have stored its own first: the stored one is the seal
  return sealVo((await repo.seal(ctx.db, user.id)) ?? row)
}

export async function personSeal(ctx: AppContext, user: UserRow): Promise<PersonSealVO | null> {
  const seal = await repo.seal(ctx.db, user.id)
  return seal ? sealVo(seal) : null
}

export async function setAutoSign(ctx: AppContext, user: UserRow, on: boolean): Promise<void> {
  if (!(await repo.setAutoSign(ctx.db, user.id, on))) throw new BadRequest('请先生成个人印章')
}

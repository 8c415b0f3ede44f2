// The problem library (隐患问题库) and its custom problems (自定义问题). An inspector meets a problem the library lacks
// and proposes it under a library item (检查项) with its level, category, clause, measures and photos; the project's
// reviewers are told. A reviewer may reword it and move it under another item, then approves it (it becomes a library
// problem, the proposal keeps which) or rejects it with an opinion; the proposer is told either way. Only a pending
// proposal is reviewed, and only its proposer withdraws it (deletes it) while it is pending.
import type { RecordLinkBody } from '@shared/api/message'
import { PITFALL_LINK_MODEL, type ProposalCard, type ProposalDetail, type ProposalPage, type ProposalState } from '@shared/api/pitfalls'
import type { AppContext } from '../../context'
import type { MessageTable, ProblemNodeTable, ProblemProposalTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { pushMessages, storeMessages } from '../message'
import { cleanFiles, memberOf, parseFiles, requireProject, text } from '../tasks'
import { userRepository } from '../users/repository'
import { mayPropose, mayReview, readable, REVIEWERS } from './access'
import { libraryItem, problemFields } from './input'
import { problemLibraryRepository as library, proposalRepository as proposals } from './repository'
import { nodeOf, type LibraryNode } from './tree'

export async function libraryTree(ctx: AppContext, keyword: string): Promise<{ list: LibraryNode[] }> {
  return { list: await library.tree(ctx.db, keyword) }
}

export async function libraryNode(ctx: AppContext, id: string): Promise<LibraryNode & { path: string[] }> {
  const node = await library.find(ctx.db, id)
  if (!node) throw new BadRequest('问题库中没有该条目')
  // the names above it, category first, so a problem reads 临时用电 / 配电箱与开关箱
  const path: string[] = []
  let parentId = node.parentId
  for (let depth = 0; parentId !== '0' && depth < 3; depth++) {
    const up = await library.find(ctx.db, parentId)
    if (!up) break
    path.unshift(up.fullName)
    parentId = up.parentId
  }
  return { ...nodeOf(node), path }
}

// ---- reading proposals ----

async function namesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const rows = await userRepository.listByIds(ctx.db, [...new Set(ids.filter(Boolean))])
  return new Map(rows.map((r) => [r.id, r.realName]))
}

async function cardsOf(ctx: AppContext, rows: ProblemProposalTable[]): Promise<ProposalCard[]> {
  const items = await library.byIds(ctx.db, rows.map((p) => p.itemId))
  const [categories, names] = await Promise.all([
    library.byIds(ctx.db, [...items.values()].map((i) => i.parentId)),
    namesOf(ctx, rows.flatMap((p) => [p.proposerUserId, p.reviewerUserId]))
  ])
  return rows.map((p) => {
    const item = items.get(p.itemId)
    return {
      id: p.id, projectId: p.projectId, state: p.state as ProposalState, description: p.description, hazardLevel: p.hazardLevel,
      hazardCategory: p.hazardCategory, itemId: p.itemId, itemName: item?.fullName ?? '', categoryName: categories.get(item?.parentId ?? '')?.fullName ?? '',
      proposerName: names.get(p.proposerUserId) ?? '', proposedAt: Number(p.proposedAt), reviewerName: names.get(p.reviewerUserId) ?? '',
      reviewedAt: p.reviewedAt === null ? null : Number(p.reviewedAt)
    }
  })
}

const STATES = ['pending', 'approved', 'rejected']

export async function listProposals(ctx: AppContext, user: UserTable, q: { projectId?: string; state?: string; page: number; size: number }): Promise<ProposalPage> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  if (q.state && !STATES.includes(q.state)) throw new BadRequest('审核状态不正确')
  const reviewer = mayReview(m)
  const { rows, total } = await proposals.list(ctx.db, { projectId, state: q.state, proposerUserId: reviewer ? undefined : user.id }, q.size, (q.page - 1) * q.size)
  return { list: await cardsOf(ctx, rows), pagination: { currentPage: q.page, pageSize: q.size, total }, mayReview: reviewer, mayPropose: mayPropose(m) }
}

export async function proposalDetail(ctx: AppContext, user: UserTable, id: string): Promise<ProposalDetail> {
  const m = await memberOf(ctx, user)
  const p = await readable(ctx, m, id)
  const [card] = await cardsOf(ctx, [p])
  const pending = p.state === 'pending'
  return {
    ...card, basis: p.basis, measures: p.measures, rectifyDays: p.rectifyDays === null ? null : Number(p.rectifyDays),
    photos: signedUploads(ctx, parseFiles(p.photos)), opinion: p.opinion, problemId: p.problemId, proposerUserId: p.proposerUserId,
    mayReview: pending && mayReview(m) && p.proposerUserId !== user.id, mayWithdraw: pending && p.proposerUserId === user.id
  }
}

// ---- proposing, reviewing, withdrawing ----

const link = (p: ProblemProposalTable) => JSON.stringify({ modelId: PITFALL_LINK_MODEL, id: p.id, content: p.description } satisfies RecordLinkBody)

async function tell(ctx: AppContext, from: string, to: string[], title: string, p: ProblemProposalTable): Promise<void> {
  const ids = to.filter((id) => id !== from)
  if (ids.length === 0) return
  const stored: MessageTable[] = await storeMessages(ctx, { toUserIds: ids, type: 3, title, bodyText: link(p), creatorUserId: from })
  await pushMessages(ctx, stored)
}

export async function propose(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<ProposalDetail> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, body.projectId)
  if (!mayPropose(m)) throw new BadRequest('您没有提交自定义问题的权限')
  const item = await libraryItem(ctx, body.itemId)
  const fields = await problemFields(ctx, body)
  const photos = cleanFiles(body.photos, '现场照片')
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const p: ProblemProposalTable = {
    id: newId(), projectId, itemId: item.id, ...fields, photos: JSON.stringify(photos), state: 'pending', proposerUserId: user.id,
    proposedAt: ctx.clock.now(), reviewerUserId: '', reviewedAt: null, opinion: '', problemId: ''
  }
  await ctx.db.transaction().execute(async (trx) => {
    await proposals.insert(trx, p)
    await fileRefRepository.replace(trx, 'problemProposal', p.id, keys)
  })
  await tell(ctx, user.id, await proposals.reviewersOf(ctx.db, projectId, REVIEWERS), `自定义问题待审核：${item.fullName} - ${short(p.description)}`, p)
  return proposalDetail(ctx, user, p.id)
}

const short = (s: string) => (s.length > 30 ? `${s.slice(0, 30)}…` : s)

async function pendingForReview(ctx: AppContext, user: UserTable, id: string) {
  const m = await memberOf(ctx, user)
  const p = await readable(ctx, m, id)
  if (!mayReview(m)) throw new BadRequest('只有安全员、安全总监和项目经理可以审核自定义问题')
  if (p.state !== 'pending') throw new BadRequest('该问题已审核，不能重复审核')
  // a second pair of eyes: what enters the project's library is never only its proposer's word
  if (p.proposerUserId === user.id) throw new BadRequest('不能审核自己提交的问题，请由其他审核人审核')
  return p
}

export async function approve(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<ProposalDetail> {
  const p = await pendingForReview(ctx, user, id)
  // the reviewer's wording wins; what he leaves out stays as proposed
  const fields = await problemFields(ctx, { ...p, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) })
  const item = await libraryItem(ctx, body.itemId ?? p.itemId)
  const opinion = text(body.opinion, '审核意见', 500, false)
  const now = ctx.clock.now()
  const problem: ProblemNodeTable = {
    id: newId(), parentId: item.id, type: 'problem', fullName: fields.description, sortCode: await library.nextSort(ctx.db, item.id),
    hazardLevel: fields.hazardLevel, hazardCategory: fields.hazardCategory, basis: fields.basis, measures: fields.measures, rectifyDays: fields.rectifyDays,
    proposalId: p.id, enabledMark: 1, createdAt: now
  }
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!await proposals.review(trx, p.id, { ...fields, itemId: item.id, state: 'approved', reviewerUserId: user.id, reviewedAt: now, opinion, problemId: problem.id })) return false
    await library.insertNodes(trx, [problem])
    return true
  })
  if (!done) throw new BadRequest('该问题已审核，不能重复审核')
  await tell(ctx, user.id, [p.proposerUserId], `自定义问题已入库：${short(fields.description)}`, p)
  return proposalDetail(ctx, user, p.id)
}

export async function reject(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<ProposalDetail> {
  const p = await pendingForReview(ctx, user, id)
  const opinion = text(body.opinion, '驳回意见', 500, true)
  if (!await proposals.review(ctx.db, p.id, { state: 'rejected', reviewerUserId: user.id, reviewedAt: ctx.clock.now(), opinion, problemId: '' })) {
    throw new BadRequest('该问题已审核，不能重复审核')
  }
  await tell(ctx, user.id, [p.proposerUserId], `自定义问题被驳回：${short(p.description)}（${short(opinion)}）`, p)
  return proposalDetail(ctx, user, p.id)
}

export async function withdraw(ctx: AppContext, user: UserTable, id: string): Promise<{ id: string }> {
  const m = await memberOf(ctx, user)
  const p = await readable(ctx, m, id)
  if (p.proposerUserId !== user.id) throw new BadRequest('只有提交人可以撤回自定义问题')
  if (p.state !== 'pending') throw new BadRequest('已审核的问题不能撤回或删除')
  const gone = await ctx.db.transaction().execute(async (trx) => {
    if (!await proposals.removePending(trx, id)) return false
    await fileRefRepository.replace(trx, 'problemProposal', id, [])
    return true
  })
  if (!gone) throw new BadRequest('已审核的问题不能撤回或删除')
  return { id }
}

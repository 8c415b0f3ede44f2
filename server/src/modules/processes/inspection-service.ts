// Inspection requests (工序报验): requesting one, the supervision engineer's decision, the list, one request, its read right.
import type { RecordLinkBody } from '@shared/api/message'
import { INSPECTION_LINK_MODEL } from '@shared/api/processes'
import type { AppContext } from '../../context'
import type { ContractTable, ProcessInspectionTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { createMessage } from '../message'
import { holdsRole, sectionFor, sectionsOfProject, wbsRepository } from '../progress'
import { cleanFiles, parseFiles, text } from '../tasks'
import { userRepository } from '../users/repository'
import { builderStep, num, pathOf } from './process-service'
import { inspectionRepository, processRepository } from './repository'
import { BUILDERS, INSPECTION, INSPECTION_NAMES, INSPECTORS, PROCESS, PROCESS_NAMES } from './states'
import { idempotentCreate } from '../visualdev'

const NO_INSPECTION = '报验申请不存在或您无权访问'

const link = (i: ProcessInspectionTable, content: string) => JSON.stringify({ modelId: INSPECTION_LINK_MODEL, id: i.id, content } satisfies RecordLinkBody)

async function tell(ctx: AppContext, from: string, to: string[], title: string, i: ProcessInspectionTable, content: string): Promise<void> {
  const toUserIds = [...new Set(to)].filter((u) => u && u !== from)
  if (toUserIds.length === 0) return
  try {
    await createMessage(ctx, { toUserIds, type: 3, title, bodyText: link(i, content), creatorUserId: from })
  } catch (err) {
    // the move is made; a message that could not be stored costs only the notice
    ctx.log.warn({ err, inspectionId: i.id }, 'process inspection message could not be sent')
  }
}

const SELF_CHECK = ['合格', '不合格']

/** requests inspection of a finished process with the self-check, photos and attachments */
/** an inspection request; `inspectionId` names it (a keyed request passes its claim's id, to know later it was made) */
export async function applyInspection(ctx: AppContext, user: UserTable, body: Record<string, unknown>, inspectionId = newId()) {
  const { node, contract, step } = await builderStep(ctx, user, body.nodeId, body.seq)
  const part = text(body.part, '施工部位', 200, true)
  if (typeof body.selfCheckResult !== 'string' || !SELF_CHECK.includes(body.selfCheckResult)) throw new BadRequest('请选择自检结论')
  if (body.selfCheckResult !== '合格') throw new BadRequest('自检不合格的工序不能报验，请整改合格后再申请')
  const content = text(body.selfCheckContent, '自检情况', 2000, true)
  if (content.length < 5) throw new BadRequest('自检情况至少5个字，请写明检查项目和实测结果')
  const photos = cleanFiles(body.photos, '现场照片')
  if (photos.length === 0) throw new BadRequest('请至少上传一张现场照片')
  const attachments = cleanFiles(body.attachments, '附件')
  const state = Number(step.state)
  if (state !== PROCESS.building && state !== PROCESS.toInspect && state !== PROCESS.returned) {
    throw new BadRequest(state === PROCESS.notStarted ? `工序「${step.name}」尚未开始，不能报验` : `工序「${step.name}」${PROCESS_NAMES[state]}，不能重复报验`)
  }
  const keys = fileKeysIn([...photos, ...attachments])
  await claimFiles(ctx, user, keys)
  const now = ctx.clock.now()
  const row: ProcessInspectionTable = {
    id: inspectionId, projectId: contract.projectId, contractId: contract.id, nodeId: node.id, seq: step.seq, processName: step.name, part,
    selfCheckResult: '合格', selfCheckContent: content, photos: JSON.stringify(photos), attachments: JSON.stringify(attachments),
    state: INSPECTION.pending, applicantUserId: user.id, appliedAt: now, inspectorUserId: '', inspectedAt: null, opinion: ''
  }
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!await processRepository.move(trx, node.id, step.seq, [PROCESS.building, PROCESS.toInspect, PROCESS.returned], { state: PROCESS.inspecting, finishedAt: now, updatedAt: now })) return false
    await inspectionRepository.insert(trx, row)
    await fileRefRepository.replace(trx, 'processInspection', row.id, keys)
    return true
  })
  if (!done) throw new BadRequest('工序状态已变化，请刷新后再试')
  const inspectors = await inspectionRepository.sectionPeople(ctx.db, contract.id, INSPECTORS)
  await tell(ctx, user.id, inspectors, `工序报验待审核：${node.name}「${step.name}」`, row, `${contract.fullName} ${node.name} ${part}\n工序：${step.name}`)
  return inspectionDetail(ctx, user, row.id)
}

/**
 * A request under an Idempotency-Key (written at the works without signal, sent by the outbox): made once; a request
 * meeting a process that moved on meanwhile is refused as any stale one is.
 */
export async function applyInspectionOnce(ctx: AppContext, user: UserTable, body: Record<string, unknown>, idemKey: string | undefined) {
  if (!idemKey) return applyInspection(ctx, user, body)
  const id = await idempotentCreate(ctx, user.id, 'process-inspection', idemKey, async (inspectionId) => { await applyInspection(ctx, user, body, inspectionId) },
    async (c, _scope, inspectionId) => Boolean(await inspectionRepository.find(c.db, inspectionId)))
  return inspectionDetail(ctx, user, id)
}

async function readable(ctx: AppContext, user: UserTable, id: string): Promise<{ i: ProcessInspectionTable; contract: ContractTable }> {
  const i = await inspectionRepository.find(ctx.db, id)
  if (!i) throw new BadRequest(NO_INSPECTION)
  const contract = await sectionFor(ctx, user, i.contractId).catch(() => { throw new BadRequest(NO_INSPECTION) })
  return { i, contract }
}

/** the supervision engineer accepts the process (the next may start) or returns it with his opinion */
export async function decideInspection(ctx: AppContext, user: UserTable, id: string, approve: boolean, body: Record<string, unknown>) {
  const { i, contract } = await readable(ctx, user, id)
  if (!(await holdsRole(ctx, user, INSPECTORS))) throw new BadRequest('只有监理工程师可以审核工序报验')
  if (Number(i.state) !== INSPECTION.pending) throw new BadRequest('该报验申请已审核，不能重复审核')
  const opinion = text(body.opinion, approve ? '验收意见' : '驳回意见', 500, !approve)
  const now = ctx.clock.now()
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!await inspectionRepository.decide(trx, i.id, { state: approve ? INSPECTION.passed : INSPECTION.returned, inspectorUserId: user.id, inspectedAt: now, opinion })) return false
    const set = approve ? { state: PROCESS.accepted, acceptedAt: now, updatedAt: now } : { state: PROCESS.returned, updatedAt: now }
    return processRepository.move(trx, i.nodeId, i.seq, [PROCESS.inspecting], set)
  })
  if (!done) throw new BadRequest('该报验申请已审核，不能重复审核')
  const node = await wbsRepository.node(ctx.db, i.nodeId)
  const title = approve ? `工序报验已验收：${node?.name ?? ''}「${i.processName}」，可以开始下道工序` : `工序报验被驳回：${node?.name ?? ''}「${i.processName}」（${opinion}）`
  await tell(ctx, user.id, [i.applicantUserId], title, i, `${contract.fullName} ${node?.name ?? ''} ${i.part}`)
  return inspectionDetail(ctx, user, i.id)
}

async function namesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const rows = await userRepository.listByIds(ctx.db, [...new Set(ids.filter(Boolean))])
  return new Map(rows.map((r) => [r.id, r.realName]))
}

async function cards(ctx: AppContext, rows: ProcessInspectionTable[], sections: ContractTable[]) {
  const [names, nodes] = await Promise.all([
    namesOf(ctx, rows.flatMap((r) => [r.applicantUserId, r.inspectorUserId])),
    wbsRepository.items(ctx.db, [...new Set(rows.map((r) => r.nodeId))])
  ])
  const node = new Map(nodes.map((n) => [n.id, n]))
  const section = new Map(sections.map((c) => [c.id, c]))
  return rows.map((r) => ({
    id: r.id, contractId: r.contractId, contractName: section.get(r.contractId)?.fullName ?? '', nodeId: r.nodeId,
    itemName: node.get(r.nodeId)?.name ?? '', itemCode: node.get(r.nodeId)?.code ?? '', seq: r.seq, processName: r.processName, part: r.part,
    state: Number(r.state), stateName: INSPECTION_NAMES[Number(r.state)] ?? '', applicantName: names.get(r.applicantUserId) ?? '',
    appliedAt: Number(r.appliedAt), inspectorName: names.get(r.inspectorUserId) ?? '', inspectedAt: num(r.inspectedAt)
  }))
}

export async function inspectionList(ctx: AppContext, user: UserTable, q: { projectId?: string; contractId?: string; state?: string; nodeId?: string; page: number; size: number }) {
  const sections = q.contractId ? [await sectionFor(ctx, user, q.contractId)] : await sectionsOfProject(ctx, user, q.projectId)
  let state: number | undefined
  if (q.state !== undefined && q.state !== '') {
    state = Number(q.state)
    if (!INSPECTION_NAMES[state]) throw new BadRequest('报验状态不正确')
  }
  const { rows, total } = await inspectionRepository.page(ctx.db, { contractIds: sections.map((c) => c.id), state, nodeId: q.nodeId || undefined }, q.size, (q.page - 1) * q.size)
  return {
    list: await cards(ctx, rows, sections), pagination: { currentPage: q.page, pageSize: q.size, total },
    mayInspect: await holdsRole(ctx, user, INSPECTORS), mayApply: await holdsRole(ctx, user, BUILDERS)
  }
}

export async function inspectionDetail(ctx: AppContext, user: UserTable, id: string) {
  const { i, contract } = await readable(ctx, user, id)
  const [[card], node, mayInspect] = await Promise.all([
    cards(ctx, [i], [contract]), wbsRepository.node(ctx.db, i.nodeId), holdsRole(ctx, user, INSPECTORS)
  ])
  return {
    ...card, path: node ? await pathOf(ctx, node) : '', selfCheckResult: i.selfCheckResult, selfCheckContent: i.selfCheckContent,
    photos: signedUploads(ctx, parseFiles(i.photos)), attachments: signedUploads(ctx, parseFiles(i.attachments)), opinion: i.opinion,
    mayDecide: mayInspect && Number(i.state) === INSPECTION.pending
  }
}

/** for the file store: whoever may read the request reads its photos and attachments */
export async function mayReadInspection(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, user, id)
    return true
  } catch {
    return false
  }
}

// The processes (工序) of a WBS item: reading them and a section's items at their current process, start and finish.
//
// Processes (工序) of a WBS item and their inspection (工序报验). An item's processes follow its type's template; a
// process starts only when the one before it has passed inspection (the first at any time), the foreman marks it
// finished (待报验) and requests inspection with his self-check, photos and attachments (报验中); the section's
// supervision engineer accepts it (已验收: the next may start) or returns it with an opinion (驳回: reworked and
// requested again). While a process waits for inspection the item's progress filling stops too (gate.ts). Every
// move is made only from the state it expects, so two taps or two people never both move a step.
import type { ContractTable, ProcessTable, UserTable, WbsNodeTable } from '../../db/schema'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { templateOf } from '../../catalog/engineering/process-templates'
import { chainage, holdsRole, sectionFor, wbsRepository } from '../progress'
import { processRepository, inspectionRepository } from './repository'
import { BUILDERS, INSPECTION, INSPECTORS, PROCESS, PROCESS_NAMES } from './states'
import { idempotentCreate } from '../visualdev'

const NO_ITEM = '分项工程不存在或您无权访问'

/** the item (分项工程) and its section, when the user belongs to the section */
async function itemFor(ctx: AppContext, user: UserTable, nodeId: unknown): Promise<{ node: WbsNodeTable; contract: ContractTable }> {
  if (typeof nodeId !== 'string' || nodeId === '' || nodeId.length > 64) throw new BadRequest('请选择分项工程')
  const node = await wbsRepository.node(ctx.db, nodeId)
  if (!node || node.level !== 'item') throw new BadRequest(NO_ITEM)
  const contract = await sectionFor(ctx, user, node.contractId).catch(() => { throw new BadRequest(NO_ITEM) })
  return { node, contract }
}

/** unit / sub-unit / division names above an item */
export async function pathOf(ctx: AppContext, node: WbsNodeTable): Promise<string> {
  const names: string[] = []
  let parentId = node.parentId
  for (let depth = 0; parentId && depth < 4; depth++) {
    const up = await wbsRepository.node(ctx.db, parentId)
    if (!up) break
    names.unshift(up.name)
    parentId = up.parentId
  }
  return names.join(' / ')
}

/** the item's steps: the stored rows, or the template's when none was started yet */
function stepsOf(node: WbsNodeTable, rows: ProcessTable[], now: number): ProcessTable[] {
  if (rows.length > 0) return rows
  return templateOf(node.billCode).steps.map((name, i) => ({
    id: newId(), projectId: node.projectId, contractId: node.contractId, nodeId: node.id, seq: i + 1, name, state: PROCESS.notStarted,
    startedAt: null, startedBy: '', finishedAt: null, acceptedAt: null, updatedAt: now
  }))
}

/** a nullable number column as a number */
export const num = (v: number | null) => (v === null || v === undefined ? null : Number(v))

/** the processes of an item with their states and what the user may do with each */
export async function itemProcesses(ctx: AppContext, user: UserTable, nodeId: unknown) {
  const { node, contract } = await itemFor(ctx, user, nodeId)
  const [rows, inspections, mayBuild, mayInspect, path] = await Promise.all([
    processRepository.ofNode(ctx.db, node.id), inspectionRepository.ofNode(ctx.db, node.id),
    holdsRole(ctx, user, BUILDERS), holdsRole(ctx, user, INSPECTORS), pathOf(ctx, node)
  ])
  const steps = stepsOf(node, rows, ctx.clock.now())
  const template = templateOf(node.billCode)
  return {
    nodeId: node.id, code: node.code, name: node.name, path, billCode: node.billCode, contractId: contract.id, contractName: contract.fullName,
    chainage: node.startChainage !== null ? `${chainage(node.startChainage)}～${chainage(node.endChainage)}` : '',
    templateName: template.name, mayBuild, mayInspect,
    accepted: steps.filter((s) => Number(s.state) === PROCESS.accepted).length,
    processes: steps.map((s, i) => {
      const state = Number(s.state)
      const previous = i === 0 ? PROCESS.accepted : Number(steps[i - 1].state)
      const last = inspections.find((x) => x.seq === s.seq)
      return {
        seq: s.seq, name: s.name, state, stateName: PROCESS_NAMES[state], startedAt: num(s.startedAt), acceptedAt: num(s.acceptedAt),
        inspectionId: last?.id ?? '', opinion: last && Number(last.state) === INSPECTION.returned ? last.opinion : '',
        mayStart: mayBuild && state === PROCESS.notStarted && previous === PROCESS.accepted,
        mayFinish: mayBuild && (state === PROCESS.building || state === PROCESS.returned),
        mayApply: mayBuild && (state === PROCESS.building || state === PROCESS.toInspect || state === PROCESS.returned)
      }
    })
  }
}

/** the items of a section whose processes have begun, each at its current process; a state narrows them */
export async function processItems(ctx: AppContext, user: UserTable, contractId: unknown, state: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  let wanted: number | undefined
  if (state !== undefined && state !== '') {
    wanted = Number(state)
    if (!Number.isInteger(wanted) || !PROCESS_NAMES[wanted] || wanted === PROCESS.notStarted) throw new BadRequest('工序状态不正确')
  }
  const [rows, nodes] = await Promise.all([processRepository.ofSection(ctx.db, contract.id), wbsRepository.nodesOf(ctx.db, contract.id)])
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const path = (id: string) => {
    const names: string[] = []
    for (let cur = byId.get(byId.get(id)?.parentId ?? ''); cur; cur = byId.get(cur.parentId)) names.unshift(cur.name)
    return names.join(' / ')
  }
  const byNode = new Map<string, ProcessTable[]>()
  for (const r of rows) byNode.set(r.nodeId, [...(byNode.get(r.nodeId) ?? []), r])
  const list = [...byNode.entries()].flatMap(([nodeId, steps]) => {
    const node = byId.get(nodeId)
    if (!node) return []
    const current = steps.find((s) => Number(s.state) !== PROCESS.accepted)
    // an item whose every process is accepted is finished; it shows as 已验收 at its last process
    const at = current ?? steps[steps.length - 1]
    const s = Number(at.state)
    if (wanted !== undefined && s !== wanted) return []
    return [{
      nodeId, code: node.code, name: node.name, path: path(nodeId), currentSeq: at.seq, currentName: at.name, state: s,
      stateName: current ? PROCESS_NAMES[s] : '全部验收', total: steps.length, accepted: steps.filter((x) => Number(x.state) === PROCESS.accepted).length,
      updatedAt: Number(at.updatedAt), sortCode: node.sortCode
    }]
  }).sort((a, b) => b.updatedAt - a.updatedAt || a.sortCode - b.sortCode)
  return { contractId: contract.id, list }
}

function seqOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 100) throw new BadRequest('请选择工序')
  return n
}

/** the item's steps, written when its first process starts */
async function stepRows(ctx: AppContext, node: WbsNodeTable): Promise<ProcessTable[]> {
  const rows = await processRepository.ofNode(ctx.db, node.id)
  if (rows.length > 0) return rows
  await processRepository.ensure(ctx.db, stepsOf(node, [], ctx.clock.now()))
  return processRepository.ofNode(ctx.db, node.id)
}

/** the item and the step a builder moves (refused for anyone else), its steps written when the first starts */
export async function builderStep(ctx: AppContext, user: UserTable, nodeId: unknown, seqValue: unknown) {
  const { node, contract } = await itemFor(ctx, user, nodeId)
  if (!(await holdsRole(ctx, user, BUILDERS))) throw new BadRequest('只有施工单位的工区长、项目经理和总工可以操作工序')
  const seq = seqOf(seqValue)
  const steps = await stepRows(ctx, node)
  const step = steps.find((s) => s.seq === seq)
  if (!step) throw new BadRequest('该分项工程没有这道工序')
  return { node, contract, steps, step }
}

/** starts a process: the first at any time, any other only once the one before it passed inspection */
export async function startProcess(ctx: AppContext, user: UserTable, body: Record<string, unknown>) {
  const { node, steps, step } = await builderStep(ctx, user, body.nodeId, body.seq)
  const state = Number(step.state)
  if (state !== PROCESS.notStarted) throw new BadRequest(`工序「${step.name}」${PROCESS_NAMES[state]}，不能重复开始`)
  const previous = steps.find((s) => s.seq === step.seq - 1)
  if (previous && Number(previous.state) !== PROCESS.accepted) {
    throw new BadRequest(`上道工序「${previous.name}」${PROCESS_NAMES[Number(previous.state)]}，须经监理报验合格后才能开始「${step.name}」`)
  }
  const now = ctx.clock.now()
  // the previous step is read again inside the move: a return between the check and the write still refuses
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (previous) {
      const [again] = (await processRepository.ofNode(trx, node.id)).filter((s) => s.seq === previous.seq)
      if (Number(again.state) !== PROCESS.accepted) return false
    }
    return processRepository.move(trx, node.id, step.seq, [PROCESS.notStarted], { state: PROCESS.building, startedAt: now, startedBy: user.id, updatedAt: now })
  })
  if (!moved) throw new BadRequest('工序状态已变化，请刷新后再试')
  return { nodeId: node.id, seq: step.seq, state: PROCESS.building, stateName: PROCESS_NAMES[PROCESS.building] }
}

/** marks a process finished, waiting for its inspection request */
export async function finishProcess(ctx: AppContext, user: UserTable, body: Record<string, unknown>) {
  const { node, step } = await builderStep(ctx, user, body.nodeId, body.seq)
  const now = ctx.clock.now()
  if (!(await processRepository.move(ctx.db, node.id, step.seq, [PROCESS.building, PROCESS.returned], { state: PROCESS.toInspect, finishedAt: now, updatedAt: now }))) {
    throw new BadRequest(`工序「${step.name}」${PROCESS_NAMES[Number(step.state)]}，不能标记完工`)
  }
  return { nodeId: node.id, seq: step.seq, state: PROCESS.toInspect, stateName: PROCESS_NAMES[PROCESS.toInspect] }
}

/**
 * A start or a finish under an Idempotency-Key (tapped at the works without signal, sent by the outbox): made once;
 * sent again it answers success. One that meets a process moved on meanwhile is refused as any stale one is.
 */
export async function moveProcessOnce(ctx: AppContext, user: UserTable, move: 'start' | 'finish', body: Record<string, unknown>, idemKey: string | undefined) {
  const run = () => (move === 'start' ? startProcess(ctx, user, body) : finishProcess(ctx, user, body))
  if (!idemKey) return run()
  const made = async (c: AppContext) => {
    const step = (await processRepository.ofNode(c.db, String(body.nodeId))).find((s) => s.seq === Number(body.seq))
    if (!step) return false
    return move === 'start' ? step.startedBy === user.id && Number(step.state) !== PROCESS.notStarted : step.finishedAt !== null && Number(step.state) !== PROCESS.building
  }
  await idempotentCreate(ctx, user.id, `process-${move}`, idemKey, async () => { await run() }, made, `${String(body.nodeId)}:${String(body.seq)}`)
  const step = (await processRepository.ofNode(ctx.db, String(body.nodeId))).find((s) => s.seq === Number(body.seq))!
  return { nodeId: step.nodeId, seq: step.seq, state: Number(step.state), stateName: PROCESS_NAMES[Number(step.state)] }
}

// The pickers of batch approval (FlowBeforeController BatchFlowSelector, BatchFlowJsonList/{templateId},
// NodeSelector/{flowId}) in JNPF's FlowBatchModel shape. They only ever show what the caller's own open,
// batch-approvable to-dos run on, so no template of someone else's project is revealed.
import type { FlowBatchModel } from '@shared/api/workflow-batch'
import type { AppContext } from '../../../context'
import type { UserRow } from '../../users/repository'
import { flag } from '../engine/properties'
import { parseTree } from '../engine/tree'
import type { NodeDef } from '../engine/types'
import { nodeProperties } from '../read/node-json'
import { batchRepository, type BatchEntryRow } from './batch-repository'

/** the node lets its handlers approve several tasks at once (properties.isBatchApproval) */
export const batchable = (nodePropertyJson: string): boolean => flag(nodeProperties(nodePropertyJson), 'isBatchApproval', false)

/** the caller's open to-dos on nodes that allow batch approval, newest first */
export async function batchEntries(ctx: AppContext, user: UserRow): Promise<BatchEntryRow[]> {
  return (await batchRepository.openOf(ctx.db, user.id)).filter((e) => batchable(e.nodePropertyJson))
}

function groupBy(rows: BatchEntryRow[], key: (r: BatchEntryRow) => string): Map<string, BatchEntryRow[]> {
  const out = new Map<string, BatchEntryRow[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return out
}

/** flows (templates) with batch-approvable to-dos: "flow name(count)", most to-dos first (JNPF sorts by num) */
export async function batchFlowSelector(ctx: AppContext, user: UserRow): Promise<FlowBatchModel[]> {
  const groups = groupBy(await batchEntries(ctx, user), (e) => e.templateId)
  return [...groups.entries()]
    .map(([templateId, rows]) => {
      const name = [...new Set(rows.map((r) => r.flowName))].join(',')
      return { id: templateId, fullName: `${name}(${rows.length})`, num: rows.length }
    })
    .sort((a, b) => b.num - a.num || a.fullName.localeCompare(b.fullName))
}

/** the versions of a template those to-dos run on: "version name(vN)", newest version first */
export async function batchFlowJsonList(ctx: AppContext, user: UserRow, templateId: string): Promise<FlowBatchModel[]> {
  const groups = groupBy((await batchEntries(ctx, user)).filter((e) => e.templateId === templateId), (e) => e.flowId)
  const versions = await batchRepository.versions(ctx.db, [...groups.keys()])
  return versions.map((v) => ({ id: v.id, fullName: `${v.fullName}(v${v.version})`, num: groups.get(v.id)?.length ?? 0 }))
}

/**
 * the approver nodes of a version that allow batch approval, in the template's order, with how many of the
 * caller's to-dos wait there (JNPF lists every node but the start and sub-flows; the others could never be picked)
 */
export async function nodeSelector(ctx: AppContext, user: UserRow, flowId: string): Promise<FlowBatchModel[]> {
  const mine = (await batchEntries(ctx, user)).filter((e) => e.flowId === flowId)
  if (mine.length === 0) return []
  const [version] = await batchRepository.versions(ctx.db, [flowId])
  if (!version) return []
  const tree = parseTree(version.flowTemplateJson)
  const waiting = groupBy(mine, (e) => e.nodeCode)
  const offered = (n: NodeDef | undefined): n is NodeDef =>
    n !== undefined && n.type === 'approver' && (flag(n.props, 'isBatchApproval', false) || waiting.has(n.code))
  return tree.order.map((code) => tree.nodes.get(code)).filter(offered)
    .map((n) => ({ id: n.code, fullName: n.name, num: waiting.get(n.code)?.length ?? 0 }))
}

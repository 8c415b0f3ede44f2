// 工序管理 and 工序报验 (/api/engineering/processes, /api/engineering/inspections) and 实体材料
// (/api/engineering/materials): the processes of an item, the items of a section at their current process, the moves
// of a process, inspection requests and their decision, and the materials built into the works.
import type { PageList } from '@shared/api/envelope'
import { http } from '@/lib/request'
import { routes } from '@/config/routes'
import { outboxUserId, sendOrQueue } from '@/lib/outbox'

const E = '/api/engineering'

export interface ProcessStep {
  seq: number
  name: string
  /** 0 未开始, 1 施工中, 2 待报验, 3 报验中, 4 已验收, 5 驳回 */
  state: number
  stateName: string
  startedAt: number | null
  acceptedAt: number | null
  inspectionId: string
  /** the supervisor's opinion when the last request was returned */
  opinion: string
  mayStart: boolean
  mayFinish: boolean
  mayApply: boolean
}

export interface ItemProcesses {
  nodeId: string
  code: string
  name: string
  path: string
  billCode: string
  contractId: string
  contractName: string
  chainage: string
  templateName: string
  mayBuild: boolean
  mayInspect: boolean
  accepted: number
  processes: ProcessStep[]
}

export interface ProcessItem {
  nodeId: string
  code: string
  name: string
  path: string
  currentSeq: number
  currentName: string
  state: number
  stateName: string
  total: number
  accepted: number
  updatedAt: number
}

export interface FileRef { name: string; url: string }

export interface InspectionCard {
  id: string
  contractId: string
  contractName: string
  nodeId: string
  itemName: string
  itemCode: string
  seq: number
  processName: string
  part: string
  /** 1 报验中, 2 已验收, 3 驳回 */
  state: number
  stateName: string
  applicantName: string
  appliedAt: number
  inspectorName: string
  inspectedAt: number | null
}

export interface InspectionDetail extends InspectionCard {
  path: string
  selfCheckResult: string
  selfCheckContent: string
  photos: FileRef[]
  attachments: FileRef[]
  opinion: string
  mayDecide: boolean
}

export interface InspectionPage extends PageList<InspectionCard> {
  mayInspect: boolean
  mayApply: boolean
}

export interface InspectionInput {
  nodeId: string
  seq: number
  part: string
  selfCheckResult: string
  selfCheckContent: string
  photos: FileRef[]
  attachments: FileRef[]
}

export interface EntityMaterial {
  id: string
  contractId: string
  nodeId: string
  itemName: string
  itemCode: string
  part: string
  materialName: string
  spec: string
  batchNo: string
  quantity: number
  unit: string
  supplier: string
  certificateNo: string
  labReportNo: string
  /** the laboratory's verdict of the batch when the report is one of its own: 待检 / 合格 / 不合格 */
  labResult: string
  useDate: string
  creatorName: string
  creatorTime: number
  mayRemove: boolean
}

export interface MaterialPage extends PageList<EntityMaterial> {
  mayAdd: boolean
}

export interface MaterialInput {
  nodeId: string
  part: string
  materialName: string
  spec: string
  batchNo: string
  quantity: string
  unit: string
  supplier: string
  certificateNo: string
  labReportNo: string
  useDate: string
}

const must = <T>(data: T | undefined, ok: (d: T) => boolean, what: string): T => {
  if (!data || !ok(data)) throw new Error(`${what}数据格式不正确`)
  return data
}

export async function getItemProcesses(nodeId: string): Promise<ItemProcesses> {
  const res = await http.get<ItemProcesses>(`${E}/processes`, { nodeId }, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.processes), '工序')
}

export async function getProcessItems(contractId: string, state?: string): Promise<ProcessItem[]> {
  const res = await http.get<{ list: ProcessItem[] }>(`${E}/processes/items`, { contractId, state: state || undefined }, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.list), '工序').list
}

/**
 * Starts or finishes a process, or keeps the tap in the outbox (no signal, no answer) under `key`: the server makes it
 * once, and refuses it if the process moved on meanwhile. Sent: answers the server's message.
 */
export async function moveProcess(
  move: 'start' | 'finish', step: { nodeId: string; seq: number; name: string }, key: string
): Promise<{ queued: true } | { queued: false; msg: string }> {
  const url = `${E}/processes/${move}`
  const body = { nodeId: step.nodeId, seq: step.seq }
  const entry = { id: key, userId: outboxUserId(), title: move === 'start' ? '工序（开始施工）' : '工序（标记完工）', summary: step.name, url, openUrl: routes.processList(step.nodeId), body }
  const sent = await sendOrQueue(entry, () => http.post(url, body, { silent: true, header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, msg: sent.answer.msg }
}

export async function getInspections(q: { projectId: string; contractId?: string; state?: string; currentPage: number; pageSize: number }): Promise<InspectionPage> {
  const res = await http.get<InspectionPage>(`${E}/inspections`, { ...q, state: q.state || undefined, contractId: q.contractId || undefined }, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.list), '报验')
}

export async function getInspection(id: string): Promise<InspectionDetail> {
  const res = await http.get<InspectionDetail>(`${E}/inspections/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.photos), '报验')
}

/**
 * An inspection request, sent now or kept in the outbox (site photos still on the phone, no signal, no answer) under
 * `key`, the same on every try of one filled form: the server makes it once. `what` names it in 待发送.
 */
export async function applyInspection(
  input: InspectionInput, key: string, what: string
): Promise<{ queued: true } | { queued: false; inspection: InspectionDetail }> {
  const url = `${E}/inspections`
  const entry = { id: key, userId: outboxUserId(), title: '工序报验（申请）', summary: what, url, openUrl: routes.processInspectionApply(input.nodeId, input.seq), body: { ...input } }
  const sent = await sendOrQueue(entry, () => http.post<InspectionDetail>(url, input, { silent: true, header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, inspection: sent.answer.data! }
}

export async function decideInspection(id: string, approve: boolean, opinion: string): Promise<InspectionDetail> {
  const res = await http.post<InspectionDetail>(`${E}/inspections/${encodeURIComponent(id)}/${approve ? 'approve' : 'return'}`, { opinion }, { silent: true })
  return res.data!
}

export async function getMaterials(q: { contractId: string; keyword?: string; currentPage: number; pageSize: number }): Promise<MaterialPage> {
  const res = await http.get<MaterialPage>(`${E}/materials`, { ...q, keyword: q.keyword || undefined }, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.list), '实体材料')
}

/** records a material, or keeps it in the outbox (no signal, no answer) under `key`: the server records it once */
export async function addMaterial(input: MaterialInput, key: string): Promise<{ queued: boolean }> {
  const url = `${E}/materials`
  const entry = { id: key, userId: outboxUserId(), title: '实体材料（登记）', summary: `${input.materialName} ${input.spec} ${input.quantity}${input.unit}`, url, body: { ...input } }
  return sendOrQueue(entry, () => http.post<EntityMaterial>(url, input, { silent: true, header: { 'Idempotency-Key': key } }))
}

export async function removeMaterial(id: string): Promise<void> {
  await http.delete(`${E}/materials/${encodeURIComponent(id)}`, undefined, { silent: true })
}

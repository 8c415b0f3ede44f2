// Materials built into the works (实体材料): per WBS item, which material, specification, batch and quantity went
// where, from which supplier with which quality certificate, and the laboratory's report of the batch when it was
// tested here. A batch the laboratory failed cannot be recorded as built in; a record is taken back only by its writer.
import type { AppContext } from '../../context'
import type { EntityMaterialTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { dayOf, holdsRole, money, sectionFor, wbsRepository } from '../progress'
import { text } from '../tasks'
import { userRepository } from '../users/repository'
import { materialRepository } from './repository'
import { MATERIAL_WRITERS } from './states'
import { idempotentCreate } from '../visualdev'

const NO_MATERIAL = '实体材料记录不存在或您无权访问'
const LAB_STATES = ['待检', '合格', '不合格']

function quantityOf(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN
  if (!Number.isFinite(n) || n <= 0) throw new BadRequest('使用数量应为大于0的数字')
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) throw new BadRequest('使用数量最多两位小数')
  if (n > 1e12) throw new BadRequest('使用数量过大')
  return n
}

async function vo(ctx: AppContext, rows: EntityMaterialTable[], userId: string) {
  const [nodes, users] = await Promise.all([
    wbsRepository.items(ctx.db, [...new Set(rows.map((r) => r.nodeId))]),
    userRepository.listByIds(ctx.db, [...new Set(rows.map((r) => r.creatorUserId))])
  ])
  const node = new Map(nodes.map((n) => [n.id, n]))
  const name = new Map(users.map((u) => [u.id, u.realName]))
  const labs = await Promise.all(rows.map((r) => (r.labReportNo ? materialRepository.labBatch(ctx.db, r.projectId, r.labReportNo) : Promise.resolve(undefined))))
  return rows.map((r, i) => ({
    id: r.id, contractId: r.contractId, nodeId: r.nodeId, itemName: node.get(r.nodeId)?.name ?? '', itemCode: node.get(r.nodeId)?.code ?? '',
    part: r.part, materialName: r.materialName, spec: r.spec, batchNo: r.batchNo, quantity: money(r.quantity), unit: r.unit, supplier: r.supplier,
    certificateNo: r.certificateNo, labReportNo: r.labReportNo, labResult: labs[i] ? LAB_STATES[Number(labs[i]!.state)] ?? '' : '',
    useDate: r.useDate, creatorName: name.get(r.creatorUserId) ?? '', creatorTime: Number(r.creatorTime), mayRemove: r.creatorUserId === userId
  }))
}

export async function materialList(ctx: AppContext, user: UserTable, q: { contractId?: string; nodeId?: string; keyword?: string; page: number; size: number }) {
  const contract = await sectionFor(ctx, user, q.contractId)
  const keyword = (q.keyword ?? '').trim().slice(0, 50)
  const { rows, total } = await materialRepository.page(ctx.db, { contractId: contract.id, nodeId: q.nodeId || undefined, keyword: keyword || undefined }, q.size, (q.page - 1) * q.size)
  return {
    list: await vo(ctx, rows, user.id), pagination: { currentPage: q.page, pageSize: q.size, total },
    mayAdd: await holdsRole(ctx, user, MATERIAL_WRITERS)
  }
}

/** records a material; `materialId` names the row (a keyed record passes its claim's id, to know later it was made) */
export async function addMaterial(ctx: AppContext, user: UserTable, body: Record<string, unknown>, materialId = newId()) {
  if (typeof body.nodeId !== 'string' || body.nodeId === '' || body.nodeId.length > 64) throw new BadRequest('请选择分项工程')
  const node = await wbsRepository.node(ctx.db, body.nodeId)
  if (!node || node.level !== 'item') throw new BadRequest('分项工程不存在或您无权访问')
  const contract = await sectionFor(ctx, user, node.contractId).catch(() => { throw new BadRequest('分项工程不存在或您无权访问') })
  if (!(await holdsRole(ctx, user, MATERIAL_WRITERS))) throw new BadRequest('您没有登记实体材料的权限')
  const row: EntityMaterialTable = {
    id: materialId, projectId: contract.projectId, contractId: contract.id, nodeId: node.id,
    part: text(body.part, '使用部位', 200, true),
    materialName: text(body.materialName, '材料名称', 100, true),
    spec: text(body.spec, '规格型号', 100, true),
    batchNo: text(body.batchNo, '批号', 64, true),
    quantity: money(quantityOf(body.quantity)),
    unit: text(body.unit, '计量单位', 16, true),
    supplier: text(body.supplier, '供应商', 200, true),
    certificateNo: text(body.certificateNo, '出厂合格证编号', 64, false),
    labReportNo: text(body.labReportNo, '试验报告编号', 64, false),
    useDate: dayOf(typeof body.useDate === 'string' ? body.useDate : undefined, ctx.clock.now(), '使用日期'),
    creatorUserId: user.id, creatorTime: ctx.clock.now()
  }
  if (body.useDate !== undefined && typeof body.useDate !== 'string') throw new BadRequest('使用日期格式应为 yyyy-MM-dd')
  if (row.labReportNo) {
    const lab = await materialRepository.labBatch(ctx.db, contract.projectId, row.labReportNo)
    if (lab && Number(lab.state) === 2) throw new BadRequest(`试验报告${row.labReportNo}检测不合格，该批材料不能用于工程实体`)
  }
  await materialRepository.insert(ctx.db, row)
  return (await vo(ctx, [row], user.id))[0]
}

/** a material recorded under an Idempotency-Key (at the works without signal, sent by the outbox): recorded once */
export async function addMaterialOnce(ctx: AppContext, user: UserTable, body: Record<string, unknown>, idemKey: string | undefined) {
  if (!idemKey) return addMaterial(ctx, user, body)
  const id = await idempotentCreate(ctx, user.id, 'entity-material', idemKey, async (materialId) => { await addMaterial(ctx, user, body, materialId) },
    async (c, _scope, materialId) => Boolean(await materialRepository.find(c.db, materialId)))
  const row = await materialRepository.find(ctx.db, id)
  return row ? (await vo(ctx, [row], user.id))[0] : undefined
}

export async function removeMaterial(ctx: AppContext, user: UserTable, id: string) {
  const m = await materialRepository.find(ctx.db, id)
  if (!m) throw new BadRequest(NO_MATERIAL)
  await sectionFor(ctx, user, m.contractId).catch(() => { throw new BadRequest(NO_MATERIAL) })
  if (m.creatorUserId !== user.id) throw new BadRequest('只有登记人可以删除实体材料记录')
  await materialRepository.remove(ctx.db, id)
  return { id }
}

// The demo's processes (工序) and their inspection, and the materials built into the works. Every started item of
// every construction section stands at the process its filled progress reaches: the processes before it accepted by
// the section's supervision engineer (each with its passed request), the current one under construction. A few
// bridge items show the other states: a request waiting for the supervisor, one returned for rework, one process
// finished and waiting for its request. 钱塘江特大桥's 钻孔灌注桩 (TJ-01) stands at 成孔检查 under construction, where
// the browser story requests its inspection. Materials: the batches the laboratory tested (linked by the sample
// number) and a few with the supplier's certificate only.
import type { Kysely } from 'kysely'
import { templateOf } from '../../catalog/engineering/process-templates'
import type { Database, EntityMaterialTable, ProcessInspectionTable, ProcessTable, WbsNodeTable } from '../schema'
import { users } from './data/users'

const DAY = 86_400_000
const HOUR = 3_600_000
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

const personOf = (contractId: string, roleId: string) =>
  users.find((u) => u.roleIds.includes(roleId) && u.contractIds.includes(contractId) && u.enabled !== 0)?.id ?? ''

/** the story's item, and the bridge items shown in the other states (TJ-01 钱塘江特大桥 / 浦阳江大桥) */
export const STORY_ITEM = 'ct-hj-tj01-03-1-1-1'
const FIXED: Record<string, { at: number; state: 'building' | 'pending' | 'returned' | 'finished' }> = {
  [STORY_ITEM]: { at: 3, state: 'building' },
  'ct-hj-tj01-03-1-1-3': { at: 4, state: 'pending' },
  'ct-hj-tj01-03-2-1-1': { at: 2, state: 'returned' },
  'ct-hj-tj01-03-2-1-2': { at: 3, state: 'finished' },
  'ct-hj-tj02-03-1-1-3': { at: 3, state: 'pending' },
  'ct-hj-tj03-03-1-2-1': { at: 2, state: 'pending' }
}

const CHECKS: Record<string, string> = {
  测量放样: '桩位/轴线复测偏差≤10mm，高程引测闭合差符合要求，放样记录及护桩齐全。',
  钻孔: '钻进记录完整，泥浆比重1.12、黏度20s，孔位偏差≤30mm，钻至设计标高。',
  成孔检查: '孔深满足设计，孔径不小于设计桩径，倾斜度0.6%（≤1%），沉渣厚度80mm（≤200mm）。',
  钢筋笼安装: '主筋间距偏差±10mm，箍筋间距偏差±15mm，保护层垫块齐全，焊接长度满足10d。',
  混凝土灌注: '导管埋深2～6m，坍落度190mm，连续灌注，超灌0.8m，试件已制作。',
  钢筋安装: '钢筋规格、数量、间距符合设计，绑扎牢固，保护层垫块间距≤1m。',
  模板安装: '模板平整度≤3mm，拼缝严密，轴线偏位≤8mm，预埋件位置正确。',
  混凝土浇筑: '分层浇筑厚度≤30cm，振捣密实，坍落度160mm，试件已制作。'
}
const checkOf = (name: string) => CHECKS[name] ?? `${name}完成，按JTG F80/1检查项目自检合格，实测项目合格率100%。`
const PARTS = ['0#台', '1#墩', '2#墩', '3#墩', '4#墩', '5#墩']

export async function seedEngineeringProcess(trx: Kysely<Database>, now: number): Promise<void> {
  const items = await trx.selectFrom('progressWbsNode').selectAll().where('level', '=', 'item').orderBy('sortCode').execute()
  const sums = await trx.selectFrom('progressFilling').select(['nodeId', (eb) => eb.fn.sum<number>('quantity').as('qty')]).groupBy('nodeId').execute()
  const done = new Map(sums.map((s) => [s.nodeId, Number(s.qty)]))
  const processes: ProcessTable[] = []
  const inspections: ProcessInspectionTable[] = []
  let n = 0
  for (const node of items as WbsNodeTable[]) {
    const steps = templateOf(node.billCode).steps
    const share = Number(node.designQuantity) > 0 ? (done.get(node.id) ?? 0) / Number(node.designQuantity) : 0
    const fixed = FIXED[node.id]
    if (!fixed && share <= 0) continue
    // the process the works reach: every one before it accepted; finished items have all accepted
    const at = fixed ? fixed.at : share >= 0.999 ? steps.length + 1 : Math.min(steps.length, Math.floor(share * steps.length) + 1)
    const foreman = personOf(node.contractId, 'role-foreman') || personOf(node.contractId, 'role-pm')
    const supervisor = personOf(node.contractId, 'role-supervisor')
    // the first process began this many days ago, at midnight China time (so the hours below read as site hours)
    const started = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR - (steps.length + 2) * 4 * DAY
    steps.forEach((name, i) => {
      const seq = i + 1
      const begun = started + i * 4 * DAY
      const part = `${PARTS[(n + i) % PARTS.length]}`
      const base = { projectId: node.projectId, contractId: node.contractId, nodeId: node.id, seq }
      let state = seq < at ? 4 : seq === at ? 1 : 0
      if (seq === at && fixed) state = { building: 1, pending: 3, returned: 5, finished: 2 }[fixed.state]
      processes.push({
        id: `ep-${node.id}-${seq}`, ...base, name, state, startedAt: state === 0 ? null : begun + 8 * HOUR, startedBy: state === 0 ? '' : foreman,
        finishedAt: state >= 2 ? begun + 3 * DAY + 10 * HOUR : null, acceptedAt: state === 4 ? begun + 3 * DAY + 16 * HOUR : null,
        updatedAt: state === 0 ? started : begun + 3 * DAY + 16 * HOUR
      })
      const request = (id: string, s: number, opinion: string, appliedAt: number): ProcessInspectionTable => ({
        id, ...base, processName: name, part: `${part} ${node.name}`, selfCheckResult: '合格', selfCheckContent: checkOf(name),
        photos: '[]', attachments: '[]', state: s, applicantUserId: foreman, appliedAt,
        inspectorUserId: s === 1 ? '' : supervisor, inspectedAt: s === 1 ? null : appliedAt + 5 * HOUR, opinion
      })
      if (state === 4) inspections.push(request(`epi-${node.id}-${seq}`, 2, '经检查，符合设计及规范要求，同意进入下道工序。', begun + 3 * DAY + 11 * HOUR))
      if (state === 3) inspections.push(request(`epi-${node.id}-${seq}`, 1, '', now - 5 * HOUR))
      if (state === 5) inspections.push(request(`epi-${node.id}-${seq}`, 3, '孔底沉渣厚度实测260mm，超过设计允许值200mm，请二次清孔后重新报验。', now - DAY))
    })
    n++
  }
  for (let i = 0; i < processes.length; i += 200) await trx.insertInto('engProcess').values(processes.slice(i, i + 200)).execute()
  for (let i = 0; i < inspections.length; i += 200) await trx.insertInto('engProcessInspection').values(inspections.slice(i, i + 200)).execute()
  await trx.insertInto('engEntityMaterial').values(materials(now)).execute()
}

type M = [contractId: string, nodeId: string, part: string, material: string, spec: string, batch: string, quantity: number, unit: string,
  supplier: string, certificate: string, lab: string, daysAgo: number]
const HZ_STEEL = '杭州钢铁集团有限公司'
const MA_STEEL = '马鞍山钢铁股份有限公司'
const JJ = '杭州金江混凝土有限公司'
const HS = '浙江红狮水泥股份有限公司'
const OVM = '柳州欧维姆机械股份有限公司'
const ROWS: M[] = [
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-1-1', '钱塘江特大桥 3#墩 3-1号桩', '钢筋', 'HRB400 Φ25', 'HG24-0819', 12.36, 't', HZ_STEEL, 'HG-ZB-240819-031', 'YP-HG24-0819', 60],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-1-1', '钱塘江特大桥 3#墩 3-1号桩', '商品混凝土', '水下 C30', 'JJ-C30-0921-03', 86, 'm³', JJ, 'JJ-HG-0921-03', 'YP-JJ-C30-0921-03', 58],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-1-1', '钱塘江特大桥 3#墩 3-2号桩', '水泥', 'P·O 42.5 散装', 'HS-P42.5-2408-117', 38.4, 't', HS, 'HS-2408-117', 'YP-HS-P42.5-2408-117', 52],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-1-2', '钱塘江特大桥 3#墩 墩身', '钢筋', 'HRB400 Φ16', 'HG24-0907', 8.62, 't', HZ_STEEL, 'HG-ZB-240907-012', 'YP-HG24-0907', 40],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-1-3', '钱塘江特大桥 3#墩 墩身', '水泥', 'P·O 42.5 散装', 'HS-P42.5-2410-052', 52.5, 't', HS, 'HS-2410-052', 'YP-HS-P42.5-2410-052', 10],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-2-1', '钱塘江特大桥 预制T梁 1-3#', '商品混凝土', 'C50 预制梁', 'JJ-C50-1020-01', 42.5, 'm³', JJ, 'JJ-HG-1020-01', 'YP-JJ-C50-1020-01', 34],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-2-1', '钱塘江特大桥 预制T梁 1-3#', '钢筋', 'HRB500 Φ32', 'MG24-1015', 6.84, 't', MA_STEEL, 'MG-ZB-241015-008', 'YP-MG24-1015', 28],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-2-1', '钱塘江特大桥 预制T梁 1-3#', '预应力钢绞线', '1×7 Φs15.2 1860MPa', 'OVM-241008-15', 4.2, 't', OVM, 'OVM-HG-241008-15', '', 26],
  ['ct-hj-tj01', 'ct-hj-tj01-03-1-2-1', '钱塘江特大桥 预制T梁 1-3#', '锚具', 'OVM15-9', 'OVM-MJ-2410-22', 36, '套', OVM, 'OVM-MJ-HG-2410-22', '', 26],
  ['ct-hj-tj02', 'ct-hj-tj02-01-1-4-1', 'K18+200 盖板涵 台身', '钢筋', 'HRB400 Φ20', 'ZT24-0826', 5.12, 't', '中天钢铁集团有限公司', 'ZT-ZB-240826-17', 'YP-ZT24-0826', 70],
  ['ct-hj-tj02', 'ct-hj-tj02-02-1-1-2', 'K16+000～K18+500 基层', '水泥', 'P·O 42.5 散装', 'HL-P42.5-2410-015', 96.8, 't', '浙江虎山集团有限公司', 'HL-2410-015', 'YP-HL-P42.5-2410-015', 36],
  ['ct-nj-tj01', 'ct-nj-tj01-03-1-1-1', '西津河大桥 1#墩 桩基', '钢筋', 'HRB400 Φ25', 'MG24-0902', 14.2, 't', MA_STEEL, 'MG-ZB-240902-021', 'YP-MG24-0902', 66]
]

function materials(now: number): EntityMaterialTable[] {
  return ROWS.map(([contractId, nodeId, part, materialName, spec, batchNo, quantity, unit, supplier, certificateNo, labReportNo, daysAgo], i) => ({
    id: `em-${i + 1}`, projectId: contractId.startsWith('ct-hj') ? 'proj-hj' : 'proj-nj', contractId, nodeId, part, materialName, spec, batchNo, quantity, unit,
    supplier, certificateNo, labReportNo, useDate: dayText(now - daysAgo * DAY),
    creatorUserId: personOf(contractId, 'role-foreman') || personOf(contractId, 'role-pm'), creatorTime: now - daysAgo * DAY + 15 * HOUR
  }))
}

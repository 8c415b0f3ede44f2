// The demo's lab ledgers: the concrete and mortar cubes, layer compaction and base strength of the construction
// sections (施工检测台账) and the tests on the finished works (工程实体检测: compaction, deflection, rebound, cover,
// pile integrity) over the last two months, recorded by luxiaodong (杭金) and duanmei (宁绩), with a few 监理抽检 by
// songwenbo and yehui. Two records failed (a C30 cube group of 4#墩 that missed 0.95 fcu,k, a 盖板涵 wall whose cover
// was thin at two points), one of them corrected by a retest with its reason in the change record. Also the lab's
// information centre and the sampling record (见证取样 of rebar and cement batches). Verdicts and the hash-chained
// change record are made with the module's own rules.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, LabLedgerTable, LabResultChangeTable, LabResultTable } from '../schema'
import { changeHash, passes, pointLimits, stateOf } from '../../modules/laboratory'

const DAY = 86_400_000
const id = () => crypto.randomUUID().replace(/-/g, '')

interface Rec {
  contract: string
  kind: 'construction' | 'entity'
  spot?: boolean
  no: string
  item: string
  wbs: string
  part: string
  chainage?: string
  design: number | null
  designText: string
  values: number[]
  daysAgo: number
  age?: number
  /** point index (0-based), new value and reason of a retest */
  retest?: { point: number; value: number; reason: string }
}

const HJ: Rec[] = [
  { contract: 'ct-hj-tj01', kind: 'construction', no: 'TJ01-HNT-2026-031', item: 'cube-strength', wbs: '钻孔灌注桩', part: '钱江路桥 3#墩 1号桩 水下C30', design: 30, designText: 'C30',
    values: [36.8, 38.2, 35.9], daysAgo: 52, age: 28 },
  { contract: 'ct-hj-tj01', kind: 'construction', no: 'TJ01-HNT-2026-038', item: 'cube-strength', wbs: '钻孔灌注桩', part: '钱江路桥 4#墩 2号桩 水下C30', design: 30, designText: 'C30',
    values: [27.6, 33.4, 34.1], daysAgo: 31, age: 28 },
  { contract: 'ct-hj-tj01', kind: 'construction', no: 'TJ01-HNT-2026-044', item: 'cube-strength', wbs: '墩台身', part: '钱江路桥 3#墩 墩身 C40', design: 40, designText: 'C40',
    values: [47.2, 48.9, 46.5, 49.3], daysAgo: 18, age: 28 },
  { contract: 'ct-hj-tj01', kind: 'construction', no: 'TJ01-HNT-2026-049', item: 'cube-strength', wbs: '预制T梁', part: '预制T梁 1-4# C50', design: 50, designText: 'C50',
    values: [58.6, 60.1, 57.8], daysAgo: 9, age: 7 },
  { contract: 'ct-hj-tj02', kind: 'construction', no: 'TJ02-SJ-2026-012', item: 'mortar-strength', wbs: '浆砌片石边沟', part: 'K18+200～K18+600 左侧边沟 M7.5', design: 7.5, designText: 'M7.5',
    values: [8.6, 9.1, 8.2], daysAgo: 40, age: 28 },
  { contract: 'ct-hj-tj02', kind: 'construction', no: 'TJ02-YSD-2026-057', item: 'layer-compaction', wbs: '土方路基', part: '路床 93区 第3层', chainage: 'K19+100～K19+300', design: 96,
    designText: '96%', values: [96.8, 97.2, 96.4, 97.9, 96.6, 97.1], daysAgo: 26 },
  { contract: 'ct-hj-tj02', kind: 'construction', no: 'TJ02-JC-2026-008', item: 'base-strength', wbs: '水泥稳定碎石基层', part: '水稳基层 右幅', chainage: 'K18+000～K18+500', design: 4.0,
    designText: '4.0MPa', values: [4.6, 4.9, 4.4, 5.1, 4.7, 4.8], daysAgo: 14, age: 7 },
  { contract: 'ct-hj-tj01', kind: 'entity', no: 'TJ01-ST-2026-006', item: 'pile-integrity', wbs: '钻孔灌注桩', part: '钱江路桥 3#墩 1～4号桩', design: null, designText: '',
    values: [1, 1, 2, 1], daysAgo: 33 },
  { contract: 'ct-hj-tj01', kind: 'entity', no: 'TJ01-ST-2026-009', item: 'rebound', wbs: '墩台身', part: '钱江路桥 2#墩 墩身', design: 40, designText: 'C40',
    values: [44.8, 46.2], daysAgo: 20 },
  { contract: 'ct-hj-tj02', kind: 'entity', no: 'TJ02-ST-2026-014', item: 'cover', wbs: '钢筋混凝土盖板涵', part: 'K18+200 盖板涵 涵身侧墙', design: 40, designText: '40mm',
    values: [42, 38, 33, 44, 41, 34, 39, 43], daysAgo: 16, retest: { point: 4, value: 36, reason: '复核发现第5点读数记录错误（仪器显示36mm），按原始记录更正' } },
  { contract: 'ct-hj-tj02', kind: 'entity', no: 'TJ02-ST-2026-017', item: 'compaction', wbs: '土方路基', part: '路床顶面', chainage: 'K19+000～K19+500', design: 96, designText: '96%',
    values: [97.1, 96.8, 98.0, 97.4, 96.5], daysAgo: 11 },
  { contract: 'ct-hj-tj02', kind: 'entity', spot: true, no: 'JL01-CJ-2026-004', item: 'deflection', wbs: '土方路基', part: '路床顶面 右幅', chainage: 'K19+000～K19+500', design: 186,
    designText: '186(0.01mm)', values: [152.4, 161.8], daysAgo: 8 }
]

const NJ: Rec[] = [
  { contract: 'ct-nj-tj01', kind: 'construction', no: 'NJ01-HNT-2026-015', item: 'cube-strength', wbs: '墩台身', part: '西津河大桥 2#墩 承台 C30', design: 30, designText: 'C30',
    values: [35.2, 36.6, 34.8], daysAgo: 35, age: 28 },
  { contract: 'ct-nj-tj01', kind: 'entity', no: 'NJ01-ST-2026-003', item: 'pile-integrity', wbs: '钻孔灌注桩', part: '西津河大桥 1#墩 1～3号桩', design: null, designText: '',
    values: [1, 2, 1], daysAgo: 22 }
]

export async function seedLabLedgers(trx: Kysely<Database>, now: number): Promise<void> {
  const items = await trx.selectFrom('labTestItem').selectAll().execute()
  const contracts = await trx.selectFrom('contract').select(['id', 'projectId']).execute()
  const projectOf = new Map(contracts.map((c) => [c.id, c.projectId]))
  const nodes = await trx.selectFrom('progressWbsNode').select(['id', 'contractId', 'name']).where('level', '=', 'item').execute()
  const today = Math.floor((now + 8 * 3_600_000) / DAY)
  const dayText = (d: number) => new Date(d * DAY).toISOString().slice(0, 10)
  for (const r of [...HJ, ...NJ]) {
    const item = items.find((i) => i.itemCode === r.item)!
    const nj = r.contract.startsWith('ct-nj')
    const user = r.spot ? (nj ? 'u-yehui' : 'u-songwenbo') : nj ? 'u-duanmei' : 'u-luxiaodong'
    const test = today - r.daysAgo
    const at = test * DAY + 3 * 3_600_000
    const design = r.design
    const bound = (f: number | null, o: number) => (f === null ? null : Math.round((Number(f) * (design ?? 0) + Number(o)) * 1000) / 1000)
    const l: LabLedgerTable = {
      id: id(), projectId: projectOf.get(r.contract) ?? '', contractId: r.contract, kind: r.kind, inspectionType: r.spot ? 'spot' : 'self', recordNo: r.no,
      itemCode: item.itemCode, itemName: item.itemName, unit: item.unit, wbsId: nodes.find((n) => n.contractId === r.contract && n.name === r.wbs)?.id ?? '',
      partName: r.part, chainage: r.chainage ?? '', designValue: design, designText: r.designText, minValue: bound(item.minFactor, item.minOffset),
      maxValue: bound(item.maxFactor, item.maxOffset), meanMin: bound(item.meanFactor, 0), standard: item.standard, points: r.values.length,
      sampleDate: r.age ? dayText(test - r.age) : '', testDate: dayText(test), ageDays: r.age ?? null, sampleNo: r.age ? `YP-${r.no}` : '', remark: '',
      state: 0, creatorUserId: user, creatorTime: at, testerUserId: user, testTime: at
    }
    const limits = pointLimits(l, item.pointLabel)
    const results: LabResultTable[] = []
    const changes: LabResultChangeTable[] = []
    let prev = ''
    const write = (itemCode: string, value: number, reason: string, when: number) => {
      const limit = limits.find((x) => x.itemCode === itemCode)!
      const i = results.findIndex((x) => x.itemCode === itemCode)
      const old = i >= 0 ? results[i] : undefined
      const row: LabResultTable = {
        id: id(), materialId: l.id, itemCode, itemName: limit.itemName, unit: l.unit, value, minValue: limit.minValue, maxValue: limit.maxValue,
        standard: l.standard, passed: passes(value, limit) ? 1 : 0, sortCode: limit.sortCode
      }
      if (old) results[i] = row
      else results.push(row)
      const c = {
        materialId: l.id, seq: changes.length + 1, itemCode, itemName: limit.itemName, oldValue: old ? old.value : null, newValue: value,
        oldPassed: old ? old.passed : null, newPassed: row.passed, reason, userId: user, changedAt: when, prevHash: prev
      }
      const h = changeHash(c)
      changes.push({ id: id(), ...c, hash: h })
      prev = h
    }
    const mean = (vs: number[]) => Math.round((vs.reduce((s, v) => s + v, 0) / vs.length) * 1000) / 1000
    r.values.forEach((v, i) => write(`p${i + 1}`, v, '', at))
    if (l.meanMin !== null) write('mean', mean(r.values), '', at)
    if (r.retest) {
      const vs = r.values.map((v, i) => (i === r.retest!.point ? r.retest!.value : v))
      write(`p${r.retest.point + 1}`, r.retest.value, r.retest.reason, at + 2 * DAY)
      if (l.meanMin !== null) write('mean', mean(vs), r.retest.reason, at + 2 * DAY)
      l.testTime = at + 2 * DAY
    }
    l.state = stateOf(limits, results)
    await trx.insertInto('labLedger').values(l).execute()
    await trx.insertInto('labResult').values([...results].sort((x, y) => x.sortCode - y.sortCode)).execute()
    await trx.insertInto('labResultChange').values(changes).execute()
  }

  const info = (projectId: string, contractId: string, category: string, title: string, content: string, daysAgo: number, effective: number, user: string) => ({
    id: id(), projectId, contractId, category, title, content, effectiveDate: dayText(today + effective), creatorUserId: user, creatorTime: (today - daysAgo) * DAY + 2 * 3_600_000
  })
  await trx.insertInto('labInfo').values([
    info('proj-hj', '', 'plan', '12月试验检测计划', '12月重点：钱江路桥5#～7#墩桩基混凝土试块（每桩不少于2组）、预制T梁C50试块及弹性模量、K19+000～K20+000路床压实度及弯沉检测、水稳基层7d无侧限抗压强度（每2000m²一组）。各合同段于每周五前报送下周取样计划。', 3, 4, 'u-luxiaodong'),
    info('proj-hj', 'ct-hj-sy01', 'calibration', '压力试验机等5台仪器年度检定通知', '数显式压力试验机（GD-001）、万能材料试验机（SY-002）、沥青针入度仪（SY-004）检定证书将于下月到期，请各工地试验室于到期前10日送浙江省计量科学研究院检定，检定期间暂停相应项目检测。', 6, 10, 'u-luxiaodong'),
    info('proj-hj', '', 'standard', 'JTG/T 3650-2020 与 JTG F80/1-2017 执行提示', '桥涵混凝土强度按JTG F80/1-2017附录D评定：试件组数少于10组时用非统计方法（平均值≥1.15fcu,k，最小值≥0.95fcu,k）。钢筋保护层厚度按附录R检测，梁、柱允许偏差±5mm。', 12, -12, 'u-xuzhiming'),
    info('proj-hj', 'ct-hj-tj01', 'notice', '4#墩2号桩试块强度不合格处理通知', 'TJ01-HNT-2026-038第1组试块28d强度27.6MPa，低于0.95fcu,k。请TJ-01于3日内完成钻芯取样检测，结果报监理及中心试验室。', 30, -27, 'u-luxiaodong'),
    info('proj-nj', '', 'plan', '宁绩高速12月试验检测计划', '西津河大桥承台、墩身混凝土试块，1#～3#墩桩基低应变完整性检测，路基93区、94区压实度检测。', 4, 3, 'u-duanmei')
  ]).execute()

  const materials = await trx.selectFrom('labMaterial').select(['id', 'contractId', 'materialName', 'specification', 'batchNo', 'quantity', 'unit', 'sampleDate', 'usePart'])
    .where('materialCode', 'in', ['rebar-hrb400', 'rebar-hrb500', 'cement-po425']).orderBy('arrivalDate').execute()
  const witness: Record<string, [string, string, string]> = {
    'ct-hj': ['宋文博', '浙江华正工程监理有限公司', 'ZJJL-JZ-2023-0418'], 'ct-nj': ['叶辉', '安徽安和工程咨询有限公司', 'AHJL-JZ-2022-1107']
  }
  await trx.insertInto('labSample').values(materials.map((m, i) => {
    const [name, unit, cert] = witness[m.contractId.slice(0, 5)]
    const rebar = m.materialName.includes('钢筋')
    const witnessed = i % 4 !== 3 ? 1 : 0
    return {
      id: id(), projectId: m.contractId.startsWith('ct-nj') ? 'proj-nj' : 'proj-hj', contractId: m.contractId, materialId: m.id, sampleNo: `YP-${m.batchNo}`,
      sampleName: m.materialName, specification: m.specification, sampleDate: m.sampleDate, samplePlace: rebar ? '钢筋加工场 原材料堆放区' : '拌和站 水泥罐出料口',
      representQuantity: `${Number(m.quantity)}${m.unit}`, sampleQuantity: rebar ? '拉伸2根、弯曲2根（各长500mm）' : '12kg', testItems: rebar ? '屈服强度、抗拉强度、伸长率、弯曲性能' : '凝结时间、安定性、胶砂强度',
      witnessed, witnessName: witnessed ? name : '', witnessUnit: witnessed ? unit : '', witnessCertNo: witnessed ? cert : '', remark: witnessed ? '' : '施工自检取样',
      creatorUserId: m.contractId.startsWith('ct-nj') ? 'u-duanmei' : 'u-luxiaodong', creatorTime: (Math.floor(Date.parse(m.sampleDate) / DAY)) * DAY + 3_600_000
    }
  })).execute()
}

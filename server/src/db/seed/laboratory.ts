// The demo's laboratory: batches of rebar, cement, concrete, asphalt and aggregate that arrived at the construction
// sections of both projects over the last three months, sampled and tested by the sections' lab technicians
// (luxiaodong in 杭金, duanmei in 宁绩) against the stored limits. A few failed (a rebar batch short of yield, a
// cement lot weak at 3 days, a crushed-stone lot too soft) and one of them was retested with double samples, as
// GB/T 1499.2 allows, its change recorded with a reason; the latest cement lots still wait for their 28-day
// strength. Results, states and the hash-chained change record are written with the module's own rules.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, LabLimitTable, LabResultChangeTable, LabResultTable } from '../schema'
import { changeHash, passes, stateOf } from '../../modules/laboratory'

const DAY = 86_400_000
const hash = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32
const id = () => crypto.randomUUID().replace(/-/g, '')

interface Batch {
  contract: string
  material: string
  spec: string
  batch: string
  quantity: number
  supplier: string
  daysAgo: number
  usePart: string
  /** item -> value that fails (or any fixed value) */
  fixed?: Record<string, number>
  /** items not tested yet */
  waiting?: string[]
  /** a retest: item, new value, reason, days after the first test */
  retest?: { item: string; value: number; reason: string }
}

const HZ_STEEL = '杭州钢铁集团有限公司'
const ZT_STEEL = '中天钢铁集团有限公司'
const MA_STEEL = '马鞍山钢铁股份有限公司'
const HS_CEMENT = '浙江红狮水泥股份有限公司'
const HL_CEMENT = '建德海螺水泥有限责任公司'
const JJ_CONCRETE = '杭州金基混凝土有限公司'
const ZH_ASPHALT = '中国石化镇海炼化分公司'
const JD_STONE = '建德市石门玄武岩矿业有限公司'
const NG_CEMENT = '宁国水泥厂有限公司'

const HJ: Batch[] = [
  { contract: 'ct-hj-tj01', material: 'rebar-hrb400', spec: 'Φ25', batch: 'HG24-0819', quantity: 58.6, supplier: HZ_STEEL, daysAgo: 84, usePart: '钱江路桥 3#墩 桩基钢筋笼' },
  { contract: 'ct-hj-tj01', material: 'rebar-hrb400', spec: 'Φ16', batch: 'HG24-0907', quantity: 42.3, supplier: HZ_STEEL, daysAgo: 70, usePart: '钱江路桥 墩身箍筋' },
  { contract: 'ct-hj-tj01', material: 'rebar-hrb400', spec: 'Φ28', batch: 'ZT24-1102', quantity: 55.0, supplier: ZT_STEEL, daysAgo: 41, usePart: '钱江路桥 4#墩 桩基钢筋笼',
    fixed: { yield: 385 }, retest: { item: 'yield', value: 392, reason: '按GB/T 1499.2第8.3条加倍取样复检，复检结果仍不合格，该批退场' } },
  { contract: 'ct-hj-tj01', material: 'rebar-hrb500', spec: 'Φ32', batch: 'MG24-1015', quantity: 36.8, supplier: MA_STEEL, daysAgo: 30, usePart: '钱江路桥 预制T梁主筋' },
  { contract: 'ct-hj-tj01', material: 'cement-po425', spec: '散装', batch: 'HS-P42.5-2408-117', quantity: 480, supplier: HS_CEMENT, daysAgo: 78, usePart: '钻孔灌注桩 C30 水下混凝土' },
  { contract: 'ct-hj-tj01', material: 'cement-po425', spec: '散装', batch: 'HS-P42.5-2410-052', quantity: 460, supplier: HS_CEMENT, daysAgo: 12, usePart: '墩身 C40 混凝土' },
  { contract: 'ct-hj-tj01', material: 'concrete-c30', spec: '水下灌注 C30', batch: 'JJ-C30-0921-03', quantity: 86, supplier: JJ_CONCRETE, daysAgo: 66, usePart: '钱江路桥 3#墩 1号桩' },
  { contract: 'ct-hj-tj01', material: 'concrete-c50', spec: 'C50 预制梁', batch: 'JJ-C50-1020-01', quantity: 42.5, supplier: JJ_CONCRETE, daysAgo: 36, usePart: '预制T梁 1-3#' },
  { contract: 'ct-hj-tj02', material: 'rebar-hrb400', spec: 'Φ20', batch: 'ZT24-0826', quantity: 51.2, supplier: ZT_STEEL, daysAgo: 80, usePart: 'K18+200 盖板涵' },
  { contract: 'ct-hj-tj02', material: 'rebar-hrb400', spec: 'Φ12', batch: 'ZT24-0930', quantity: 28.4, supplier: ZT_STEEL, daysAgo: 55, usePart: '路基防护 挡墙' },
  { contract: 'ct-hj-tj02', material: 'cement-po425', spec: '袋装', batch: 'HL-P42.5-2409-088', quantity: 180, supplier: HL_CEMENT, daysAgo: 62, usePart: '水泥稳定碎石基层',
    fixed: { compressive3d: 16.2 } },
  { contract: 'ct-hj-tj02', material: 'cement-po425', spec: '散装', batch: 'HL-P42.5-2410-015', quantity: 495, supplier: HL_CEMENT, daysAgo: 40, usePart: '水泥稳定碎石基层' },
  { contract: 'ct-hj-tj02', material: 'aggregate-coarse', spec: '10-15mm', batch: 'SM-1015-2410-06', quantity: 620, supplier: JD_STONE, daysAgo: 33, usePart: 'AC-13C 上面层',
    fixed: { crushing: 27.4 } },
  { contract: 'ct-hj-tj02', material: 'aggregate-coarse', spec: '5-10mm', batch: 'SM-0510-2410-09', quantity: 540, supplier: JD_STONE, daysAgo: 21, usePart: 'AC-13C 上面层' },
  { contract: 'ct-hj-tj02', material: 'asphalt-70a', spec: '70号 A级', batch: 'ZH70A-2410-221', quantity: 320, supplier: ZH_ASPHALT, daysAgo: 18, usePart: 'AC-20C 中面层' },
  { contract: 'ct-hj-tj03', material: 'rebar-hrb400', spec: 'Φ22', batch: 'MG24-0911', quantity: 49.7, supplier: MA_STEEL, daysAgo: 60, usePart: '1号隧道 进口 初支钢拱架' },
  { contract: 'ct-hj-tj03', material: 'concrete-c30', spec: '喷射 C30', batch: 'JJ-C30-1012-07', quantity: 64, supplier: JJ_CONCRETE, daysAgo: 45, usePart: '1号隧道 进口 初期支护' },
  { contract: 'ct-hj-tj03', material: 'asphalt-70a', spec: '70号 A级', batch: 'ZH70A-2411-035', quantity: 300, supplier: ZH_ASPHALT, daysAgo: 6, usePart: 'AC-25C 下面层',
    waiting: ['ductility15'] }
]

const NJ: Batch[] = [
  { contract: 'ct-nj-tj01', material: 'rebar-hrb400', spec: 'Φ25', batch: 'MG24-0902', quantity: 57.9, supplier: MA_STEEL, daysAgo: 74, usePart: '西津河大桥 桩基' },
  { contract: 'ct-nj-tj01', material: 'cement-po425', spec: '散装', batch: 'NG-P42.5-2410-033', quantity: 430, supplier: NG_CEMENT, daysAgo: 48, usePart: '西津河大桥 承台' },
  { contract: 'ct-nj-tj02', material: 'concrete-c30', spec: 'C30 墩身', batch: 'NG-C30-1018-02', quantity: 72, supplier: '宁国市天达商品混凝土有限公司', daysAgo: 38, usePart: '2#墩 墩身' }
]

/** a value of the item that passes with a margin the usual production gives */
function passingValue(l: LabLimitTable, seed: string): number {
  const h = hash(seed)
  const round = (v: number) => Math.round(v * 10) / 10
  if (l.minValue !== null && l.maxValue !== null) return round(Number(l.minValue) + (Number(l.maxValue) - Number(l.minValue)) * (0.35 + 0.4 * h))
  if (l.minValue !== null) return round(Number(l.minValue) * (1.06 + 0.14 * h))
  return round(Number(l.maxValue) * (0.55 + 0.3 * h))
}

export async function seedLaboratory(trx: Kysely<Database>, now: number): Promise<void> {
  const limits = await trx.selectFrom('labLimit').selectAll().where('projectId', '=', '').orderBy('sortCode').execute()
  const contracts = await trx.selectFrom('contract').select(['id', 'projectId']).execute()
  const projectOf = new Map(contracts.map((c) => [c.id, c.projectId]))
  const tester = (contract: string) => (contract.startsWith('ct-nj') ? 'u-duanmei' : 'u-luxiaodong')
  const today = Math.floor((now + 8 * 3_600_000) / DAY)
  const dayText = (d: number) => new Date(d * DAY).toISOString().slice(0, 10)
  for (const b of [...HJ, ...NJ]) {
    const of = limits.filter((l) => l.materialCode === b.material)
    const materialId = id()
    const user = tester(b.contract)
    const arrival = today - b.daysAgo
    const testedAt = (arrival + 1) * DAY + 2 * 3_600_000
    const results: LabResultTable[] = []
    const changes: LabResultChangeTable[] = []
    let prev = ''
    const change = (r: LabResultTable, old: LabResultTable | undefined, reason: string, at: number) => {
      const c = {
        materialId, seq: changes.length + 1, itemCode: r.itemCode, itemName: r.itemName, oldValue: old ? old.value : null, newValue: r.value,
        oldPassed: old ? old.passed : null, newPassed: r.passed, reason, userId: user, changedAt: at, prevHash: prev
      }
      const h = changeHash(c)
      changes.push({ id: id(), ...c, hash: h })
      prev = h
    }
    // strengths are tested at their age: 3 and 28 days after sampling; an age still ahead is not tested yet
    const atOf = (l: LabLimitTable) => testedAt + (l.itemCode.includes('28d') ? 27 : l.itemCode.includes('3d') ? 2 : 0) * DAY
    for (const l of [...of].sort((x, y) => atOf(x) - atOf(y))) {
      if (b.waiting?.includes(l.itemCode) || atOf(l) > now) continue
      const value = b.fixed?.[l.itemCode] ?? passingValue(l, `${b.batch}/${l.itemCode}`)
      const r: LabResultTable = {
        id: id(), materialId, itemCode: l.itemCode, itemName: l.itemName, unit: l.unit, value, minValue: l.minValue, maxValue: l.maxValue,
        standard: l.standard, passed: passes(value, l) ? 1 : 0, sortCode: l.sortCode
      }
      results.push(r)
      change(r, undefined, '', atOf(l))
    }
    if (b.retest) {
      const i = results.findIndex((r) => r.itemCode === b.retest!.item)
      const old = results[i]
      const l = of.find((x) => x.itemCode === old.itemCode)!
      const r = { ...old, id: id(), value: b.retest.value, passed: passes(b.retest.value, l) ? 1 : 0 }
      results[i] = r
      change(r, old, b.retest.reason, changes.at(-1)!.changedAt + 3 * DAY)
    }
    await trx.insertInto('labMaterial').values({
      id: materialId, projectId: projectOf.get(b.contract) ?? '', contractId: b.contract, materialCode: b.material, materialName: of[0].materialName,
      specification: b.spec, batchNo: b.batch, quantity: b.quantity, unit: of[0].category === 'concrete' ? 'm³' : 't', supplier: b.supplier,
      arrivalDate: dayText(arrival), sampleDate: dayText(arrival), sampleNo: `YP-${b.batch}`, usePart: b.usePart, state: stateOf(of, results),
      creatorUserId: user, creatorTime: arrival * DAY + 3_600_000, testerUserId: user, testTime: changes.at(-1)?.changedAt ?? null
    }).execute()
    if (results.length) await trx.insertInto('labResult').values([...results].sort((x, y) => x.sortCode - y.sortCode)).execute()
    if (changes.length) await trx.insertInto('labResultChange').values(changes).execute()
  }
}

// The demo WBS and bill of each construction section, divided as JTG F80/1-2017 divides the works (单位工程 →
// 子单位工程 → 分部工程 → 分项工程) and priced by the chapters of the 2018 standard highway tender documents
// (200 subgrade, 300 pavement, 400 bridges and culverts, 500 tunnels). Quantities are in proportion to each
// section's length; unit prices are typical of East China in 2025. Plan windows are days from the project's start.
import type { WbsNodeTable } from '../../schema'
import { contracts, projects } from '../data/projects'

interface ItemDef { name: string; bill: string; unit: string; perKm: number; price: number; plan: [number, number] }
interface DivisionDef { name: string; items: ItemDef[] }
interface SubUnitDef { name: string; divisions: DivisionDef[] }

const earthworks: DivisionDef = {
  name: '路基土石方工程',
  items: [
    { name: '土方路基', bill: '204-1-a', unit: 'm³', perKm: 26500, price: 28.6, plan: [60, 520] },
    { name: '石方路基', bill: '204-1-b', unit: 'm³', perKm: 8200, price: 46.3, plan: [90, 540] },
    { name: '软土地基处治（水泥搅拌桩）', bill: '205-1-c', unit: 'm', perKm: 9600, price: 52.8, plan: [30, 420] }
  ]
}
const drainage: DivisionDef = {
  name: '排水工程',
  items: [
    { name: '浆砌片石边沟', bill: '207-1-a', unit: 'm³', perKm: 420, price: 468.5, plan: [300, 760] },
    { name: '排水管节预制与安装', bill: '207-4-b', unit: 'm', perKm: 160, price: 386.0, plan: [280, 700] }
  ]
}
const protection: DivisionDef = {
  name: '防护支挡工程',
  items: [
    { name: '拱形骨架护坡', bill: '208-3-a', unit: 'm³', perKm: 380, price: 512.4, plan: [360, 820] },
    { name: '挡土墙', bill: '209-1-a', unit: 'm³', perKm: 260, price: 586.7, plan: [240, 760] }
  ]
}
const culverts: DivisionDef = {
  name: '涵洞、通道',
  items: [
    { name: '钢筋混凝土盖板涵', bill: '420-1-a', unit: 'm', perKm: 42, price: 8650.0, plan: [150, 600] }
  ]
}
const pavement: DivisionDef[] = [
  { name: '路面基层', items: [
    { name: '水泥稳定碎石底基层', bill: '304-3-a', unit: 'm²', perKm: 26800, price: 38.4, plan: [560, 900] },
    { name: '水泥稳定碎石基层', bill: '304-3-b', unit: 'm²', perKm: 25900, price: 45.2, plan: [580, 920] }
  ] },
  { name: '路面面层', items: [
    { name: '沥青混凝土下面层（AC-25C）', bill: '308-2-a', unit: 'm²', perKm: 25600, price: 72.5, plan: [640, 980] },
    { name: '沥青混凝土上面层（SMA-13）', bill: '308-3-a', unit: 'm²', perKm: 25600, price: 96.8, plan: [700, 1020] }
  ] }
]
const bridge = (span: number): DivisionDef[] => [
  { name: '基础及下部构造', items: [
    { name: '钻孔灌注桩', bill: '405-1-a', unit: 'm', perKm: 1800 * span, price: 1860.0, plan: [90, 480] },
    { name: '钢筋加工及安装（下部）', bill: '403-1-a', unit: 't', perKm: 620 * span, price: 5480.0, plan: [100, 520] },
    { name: '墩台身', bill: '410-2-a', unit: 'm³', perKm: 2600 * span, price: 712.0, plan: [150, 560] }
  ] },
  { name: '上部构造预制与安装', items: [
    { name: '预制T梁', bill: '411-5-a', unit: '片', perKm: 160 * span, price: 46800.0, plan: [240, 700] },
    { name: 'T梁安装', bill: '411-6-a', unit: '片', perKm: 160 * span, price: 6200.0, plan: [300, 760] }
  ] },
  { name: '桥面系及附属工程', items: [
    { name: '桥面铺装', bill: '415-1-a', unit: 'm²', perKm: 26000 * span, price: 128.0, plan: [700, 900] }
  ] }
]
const tunnel = (km: number): DivisionDef[] => [
  { name: '洞口工程', items: [
    { name: '洞口开挖', bill: '502-1-a', unit: 'm³', perKm: 18000 / km, price: 36.5, plan: [30, 200] },
    { name: '明洞浇筑', bill: '502-4-a', unit: 'm', perKm: 60 / km, price: 62000.0, plan: [120, 420] }
  ] },
  { name: '洞身开挖', items: [
    { name: '洞身开挖（Ⅳ级围岩）', bill: '503-1-a', unit: 'm', perKm: 1000, price: 23800.0, plan: [150, 900] },
    { name: '初期支护（喷锚）', bill: '503-3-a', unit: 'm', perKm: 1000, price: 16500.0, plan: [160, 920] }
  ] },
  { name: '洞身衬砌', items: [
    { name: '仰拱及填充', bill: '504-1-a', unit: 'm', perKm: 1000, price: 9800.0, plan: [220, 980] },
    { name: '二次衬砌', bill: '504-2-a', unit: 'm', perKm: 1000, price: 21600.0, plan: [260, 1040] }
  ] }
]

const parseKm = (s: string) => {
  const m = /K(\d+)\+(\d+)/.exec(s)
  return m ? Number(m[1]) * 1000 + Number(m[2]) : 0
}

const BRIDGES: Record<string, string[]> = {
  'ct-hj-tj01': ['钱塘江特大桥', '浦阳江大桥'], 'ct-hj-tj02': ['枫桥江大桥'], 'ct-hj-tj03': ['义乌江大桥', '武义江大桥'],
  'ct-nj-tj01': ['西津河大桥'], 'ct-nj-tj02': ['中溪大桥', '竹峰互通主线桥'], 'ct-nj-tj03': ['登源河大桥']
}
const TUNNELS: Record<string, string[]> = { 'ct-nj-tj03': ['逍遥岩隧道', '华阳隧道'] }

interface UnitDef { code: string; name: string; subunits: (SubUnitDef & { from: number; to: number; km: number })[] }

function unitsOf(contractId: string, from: number, to: number): UnitDef[] {
  const length = to - from
  const stretches = Math.max(2, Math.round(length / 12000))
  const step = Math.round(length / stretches)
  const cut = (i: number) => [from + i * step, i === stretches - 1 ? to : from + (i + 1) * step]
  const subgrade = Array.from({ length: stretches }, (_, i) => {
    const [a, b] = cut(i)
    return { name: `${km(a)}～${km(b)}路基`, divisions: [earthworks, drainage, protection, culverts], from: a, to: b, km: (b - a) / 1000 }
  })
  const road = Array.from({ length: stretches }, (_, i) => {
    const [a, b] = cut(i)
    return { name: `${km(a)}～${km(b)}路面`, divisions: pavement, from: a, to: b, km: (b - a) / 1000 }
  })
  const bridges = (BRIDGES[contractId] ?? []).map((name, i) => {
    const at = from + Math.round(((i + 1) * length) / ((BRIDGES[contractId]?.length ?? 1) + 1))
    const span = 0.35 + (i % 2) * 0.4
    return { name, divisions: bridge(1), from: at, to: at + Math.round(span * 1000), km: span }
  })
  const tunnels = (TUNNELS[contractId] ?? []).map((name, i) => {
    const at = from + 3000 + i * 9000
    const len = 2.1 + i * 1.2
    return { name, divisions: tunnel(len), from: at, to: at + Math.round(len * 1000), km: len }
  })
  return [
    { code: '01', name: '路基工程', subunits: subgrade },
    { code: '02', name: '路面工程', subunits: road },
    { code: '03', name: '桥梁工程', subunits: bridges },
    ...(tunnels.length > 0 ? [{ code: '04', name: '隧道工程', subunits: tunnels }] : [])
  ]
}

function km(m: number): string {
  return `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`
}

const dayOfDate = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000

/** the nodes of every construction section's WBS, parents before children */
export function demoWbs(): WbsNodeTable[] {
  const nodes: WbsNodeTable[] = []
  let sort = 0
  for (const c of contracts.filter((x) => x.kind === 'construction')) {
    const project = projects.find((p) => p.id === c.projectId)!
    const start = dayOfDate(project.startDate)
    const [from, to] = (c.mileage ?? '').split('～').map(parseKm)
    const add = (n: Omit<WbsNodeTable, 'projectId' | 'contractId' | 'sortCode' | 'billCode' | 'unit' | 'designQuantity' | 'unitPrice' | 'planStartDay' | 'planEndDay'> & Partial<WbsNodeTable>) => {
      const row: WbsNodeTable = {
        billCode: '', unit: '', designQuantity: 0, unitPrice: 0, planStartDay: null, planEndDay: null,
        ...n, projectId: c.projectId, contractId: c.id, sortCode: sort++
      }
      nodes.push(row)
      return row
    }
    for (const u of unitsOf(c.id, from, to)) {
      if (u.subunits.length === 0) continue
      const unit = add({ id: `${c.id}-${u.code}`, parentId: '', level: 'unit', code: u.code, name: u.name, startChainage: from, endChainage: to })
      u.subunits.forEach((s, si) => {
        const sub = add({ id: `${unit.id}-${si + 1}`, parentId: unit.id, level: 'subunit', code: `${u.code}-${si + 1}`, name: s.name, startChainage: s.from, endChainage: s.to })
        s.divisions.forEach((d, di) => {
          const div = add({ id: `${sub.id}-${di + 1}`, parentId: sub.id, level: 'division', code: `${sub.code}-${di + 1}`, name: d.name, startChainage: s.from, endChainage: s.to })
          d.items.forEach((it, ii) => {
            // later stretches start later: the works move along the line
            const shift = si * 45
            add({
              id: `${div.id}-${ii + 1}`, parentId: div.id, level: 'item', code: `${div.code}-${ii + 1}`, name: it.name,
              startChainage: s.from, endChainage: s.to, billCode: it.bill, unit: it.unit,
              designQuantity: Math.round(it.perKm * s.km * 100) / 100, unitPrice: it.price,
              planStartDay: start + it.plan[0] + shift, planEndDay: start + it.plan[1] + shift
            })
          })
        })
      })
    }
  }
  return nodes
}

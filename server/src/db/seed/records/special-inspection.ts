// Demo 专项排查 (server/src/catalog/safety/models/special-inspection.ts): their rows are problems of the installed
// problem library (catalog/safety/problem-library), carried as the app carries them when they are picked. One
// finished 临时用电 inspection that found nothing, one 高处作业 inspection under way with a row found 存在 (it becomes a
// hazard when finished) and rows still to check, and one 隧道 inspection of 宁绩 under way.
import { problemLibrary } from '../../../catalog/safety/problem-library'
import { specialInspectionModel } from '../../../catalog/safety/models/special-inspection'
import { libraryRows } from '../../../modules/pitfalls/install'
import type { SeedMove } from './hazard-rectify'
import { ms, type DemoRecords } from './record'

const library = new Map(libraryRows(problemLibrary, 0).map((r) => [r.id, r]))

/** the row a library problem becomes when picked, with its result on site */
function row(problemId: string, result: '' | 'exist' | 'absent' = '', note = '') {
  const p = library.get(problemId)
  const item = p && library.get(p.parentId)
  const category = item && library.get(item.parentId)
  if (!p || !item || !category) throw new Error(`demo 专项排查: no library problem ${problemId}`)
  return {
    problemId, categoryName: category.fullName, itemName: item.fullName, problem: p.fullName, hazardLevel: p.hazardLevel,
    hazardCategory: p.hazardCategory, basis: p.basis, measures: p.measures, rectifyDays: p.rectifyDays, result, photos: [], note, hazardNo: '', hazardId: ''
  }
}

const QJ = '钱江路桥工程有限公司'

export const specialInspectionRecords: DemoRecords = {
  model: specialInspectionModel,
  records: [
    {
      id: 'rec-zxpc-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-05 09:30',
      data: {
        inspectNo: 'ZXPC-HJ-2026-002', inspectDate: ms('2026-03-05'), inspectTitle: 'K12+300钢筋加工场临时用电专项排查', chainage: 'K12+300',
        location: 'K12+300钢筋加工场', inspectors: ['u-hexiaoyan', 'u-songwenbo'],
        inspectItems: [
          row('pl-elec-box-1', 'absent'), row('pl-elec-box-2', 'absent', '各开关箱漏保试跳正常，试跳记录齐全'), row('pl-elec-box-3', 'absent'),
          row('pl-elec-line-1', 'absent'), row('pl-elec-ground-1', 'absent'), row('pl-elec-equip-3', 'absent')
        ],
        responsibleUnit: QJ, responsible: '', conclusion: '加工场临时用电符合JGJ 46要求，未发现隐患。'
      }
    },
    {
      id: 'rec-zxpc-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-10 14:00',
      data: {
        inspectNo: 'ZXPC-HJ-2026-003', inspectDate: ms('2026-03-10'), inspectTitle: '钱塘江特大桥5号墩高处作业专项排查', chainage: 'K15+480',
        location: '钱塘江特大桥5号墩', inspectors: ['u-hexiaoyan'],
        inspectItems: [
          row('pl-height-edge-1', 'exist', '5号墩盖梁北侧临边防护栏杆缺失约6m'), row('pl-height-edge-2', 'absent'),
          row('pl-height-belt-1'), row('pl-height-platform-1'), row('pl-height-platform-2')
        ],
        responsibleUnit: QJ, responsible: 'u-chengang', conclusion: ''
      }
    },
    {
      id: 'rec-zxpc-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'zhaomin', at: '2026-03-09 10:00',
      data: {
        inspectNo: 'ZXPC-NJ-2026-001', inspectDate: ms('2026-03-09'), inspectTitle: '胡乐隧道出口通风与有害气体专项排查', chainage: 'K11+200',
        location: '胡乐隧道出口左洞', inspectors: ['u-zhaomin'],
        inspectItems: [row('pl-tunnel-air-1', 'absent'), row('pl-tunnel-air-2'), row('pl-elec-equip-1')],
        responsibleUnit: '皖南路桥建设有限公司', responsible: '', conclusion: ''
      }
    }
  ]
}

/** the finished inspection: finished by its inspector that afternoon */
export const specialInspectionMoves: Record<string, SeedMove[]> = {
  'rec-zxpc-hj-001': [['finish', 'checking', 'finished', 'hexiaoyan', '2026-03-05 11:20', '加工场临时用电符合JGJ 46要求，未发现隐患。']]
}

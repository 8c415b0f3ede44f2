// Demo hot work permits (server/src/catalog/safety/models/hot-work.ts) and how far each has come: approved through
// 动火作业审批 (the flow state stored as its approval left it), started with the gas test, closed with the check of the
// place; one approved for today's window not yet started, one not yet sent for approval, and one in 宁绩 whose window
// ended while at work (it shows as expired).
import { hotWorkModel } from '../../../catalog/safety/models/hot-work'
import type { SeedMove } from './hazard-rectify'
import { ms, type DemoRecords } from './record'

const MEASURES = ['clear', 'extinguisher', 'blanket', 'isolate', 'watcher']

const permit = (no: string, grade: string, chainage: string, workPlace: string, content: string, method: string, from: string, to: string, watcher: string, operator: [string, string]) => ({
  permitNo: no, grade, ...(chainage ? { chainage } : {}), workPlace, content, method, startTime: ms(from), endTime: ms(to), operator: operator[0],
  operatorCert: operator[1], watcher: `u-${watcher}`, measures: method === 'gasCut' ? [...MEASURES, 'bottles'] : MEASURES, photos: []
})

export const hotWorkRecords: DemoRecords = {
  model: hotWorkModel,
  records: [
    {
      id: 'rec-hw-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-08 16:30',
      data: {
        ...permit('DH20260308001', 'first', 'K12+310', '钱塘江特大桥拼宽段5号墩钢护筒', '钢护筒接长环缝焊接，高度约6m', 'weld', '2026-03-09 08:00', '2026-03-09 16:00', 'yangshan', ['周建', 'T330106198805123317']),
        gasResult: '可燃气体0%LEL，O₂ 20.9%', gasTime: ms('2026-03-09 07:50'),
        closeCheck: '焊渣已清理，接火盆内无余火，周边无遗留火种，灭火器归位。'
      }
    },
    {
      id: 'rec-hw-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-09 17:10',
      data: permit('DH20260309001', 'second', '', 'T梁预制场2号台座', '钢模板加劲肋切割修整', 'gasCut', '2026-03-10 08:00', '2026-03-10 17:00', 'yangshan', ['李明', 'T330106199002143318'])
    },
    {
      id: 'rec-hw-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-10 08:40',
      data: permit('DH20260310001', 'first', 'K13+260', '互通A匝道1号通道顶板', '防水卷材热熔铺贴', 'melt', '2026-03-11 08:00', '2026-03-11 16:00', 'yangshan', ['王强', 'T330106198511203319'])
    },
    {
      id: 'rec-hw-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'zhaomin', at: '2026-03-06 16:00',
      data: {
        ...permit('DH20260306001', 'first', 'K9+860', '胡乐隧道进口二衬台车', '台车端头防护栏杆焊接加固', 'weld', '2026-03-07 08:00', '2026-03-07 16:00', 'luoping', ['赵亮', 'T340823198703153315']),
        gasResult: '可燃气体0%LEL，CO 0ppm，O₂ 20.8%', gasTime: ms('2026-03-07 07:55')
      }
    }
  ]
}

/** approved through 动火作业审批 (flow state 2) unless listed otherwise; rec-hw-hj-003 has not been sent yet */
export const hotWorkFlowStates: Record<string, number | null> = {
  'rec-hw-hj-001': 2, 'rec-hw-hj-002': 2, 'rec-hw-hj-003': null, 'rec-hw-nj-001': 2
}

export const hotWorkMoves: Record<string, SeedMove[]> = {
  'rec-hw-hj-001': [
    ['start', 'applied', 'working', 'yangshan', '2026-03-09 08:00', ''],
    ['close', 'working', 'closed', 'yangshan', '2026-03-09 15:40', '完工检查合格，现场无遗留火种，同意关闭。']
  ],
  'rec-hw-nj-001': [['start', 'applied', 'working', 'luoping', '2026-03-07 08:05', '']]
}

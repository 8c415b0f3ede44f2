// Demo site patrols (现场巡检, server/src/catalog/safety/models/site-inspection.ts): in 杭金 a finished patrol of the
// TJ-01 cuttings whose problem stop became the demo hazard of the K21+480 slope (./hazard-rectify.ts, its number and
// record written back on the stop, as registering does) and a supervising engineer's patrol still 巡检中 with a
// problem not yet registered; in 宁绩 a finished patrol of the 胡乐 tunnel approaches where all was in order.
import { siteInspectionModel } from '../../../catalog/safety/models/site-inspection'
import type { SeedMove } from './hazard-rectify'
import { ms, type DemoRecords } from './record'

interface Problem { category: number; level?: 'general' | 'major'; responsible: string; deadline: string; requirement?: string; hazardNo?: string; hazardId?: string }

/** one stop: where, when, what was seen, and what was wrong */
const stop = (place: string, chainage: string, position: string, arrivedAt: string, observation: string, problem?: Problem) => ({
  place, chainage, position, arrivedAt, observation, result: problem ? 'problem' : 'normal',
  hazardCategory: problem ? `dd-hazardCategory-${problem.category}` : '', hazardLevel: `dd-hazardLevel-${problem?.level ?? 'general'}`,
  requirement: problem?.requirement ?? '', responsible: problem ? `u-${problem.responsible}` : '', deadline: problem ? ms(problem.deadline) : null,
  photos: [], hazardNo: problem?.hazardNo ?? '', hazardId: problem?.hazardId ?? ''
})

export const siteInspectionRecords: DemoRecords = {
  model: siteInspectionModel,
  records: [
    {
      id: 'rec-xj-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-07 08:30',
      data: {
        patrolNo: 'XJ-HJ-2026-011', patrolDate: ms('2026-03-07'), patrolArea: 'TJ-01标K20～K22路基挖方段', chainageFrom: 'K20+000', chainageTo: 'K22+500',
        weather: 'cloudy', members: ['u-hexiaoyan', 'u-songwenbo'], startTime: '08:30:00', endTime: '11:20:00',
        patrolStops: [
          stop('K20+320盖板涵基坑', 'K20+320', '120.18214,29.98436', '08:52:00', '基坑放坡符合方案，坑边1m内无堆载，临边护栏及警示带齐全。'),
          stop('K21+400～K21+560右幅路堑边坡', 'K21+480', '120.19377,29.99121', '09:40:00', '第二级边坡开挖坡率约1:0.5，陡于设计1:0.75，坡顶未设截水沟，坡脚有挖掘机作业。', {
            category: 6, responsible: 'chengang', deadline: '2026-03-10', requirement: '按设计坡率修坡，坡顶设截水沟，坡脚作业区设警戒，雨天停止坡脚作业。',
            hazardNo: 'YH-HJ-2026-016', hazardId: 'rec-hz-hj-006'
          }),
          stop('K22+150弃土场', 'K22+150', '120.20102,29.99530', '10:35:00', '弃土分层堆放碾压，排水沟畅通，挡墙无开裂。')
        ],
        summary: '路堑边坡坡率不符合设计，已登记隐患并通知TJ-01项目部整改；其余部位正常。'
      }
    },
    {
      id: 'rec-xj-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'songwenbo', at: '2026-03-10 08:40',
      data: {
        patrolNo: 'XJ-HJ-2026-014', patrolDate: ms('2026-03-10'), patrolArea: '钱塘江特大桥拼宽段至互通A匝道', chainageFrom: 'K12+000', chainageTo: 'K13+500',
        weather: 'overcast', members: ['u-songwenbo', 'u-guoqing'], startTime: '08:40:00', endTime: '',
        patrolStops: [
          stop('钱塘江特大桥拼宽段5号墩钻孔平台', 'K12+310', '120.12573,30.05218', '09:05:00', '平台临边护栏已恢复，泥浆池围挡及警示牌齐全，钻机操作人员持证。'),
          stop('K13+100钢筋加工场', 'K13+100', '120.13390,30.05764', '09:50:00', '钢筋加工场二级配电箱未上锁，箱内漏电保护器无试跳记录，一根电缆拖地穿过车辆通道。', {
            category: 13, responsible: 'chengang', deadline: '2026-03-12', requirement: '配电箱加锁并指定专人管理，每日试跳并记录，电缆架空或穿管保护。'
          })
        ],
        summary: ''
      }
    },
    {
      id: 'rec-xj-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'yehui', at: '2026-03-09 14:00',
      data: {
        patrolNo: 'XJ-NJ-2026-006', patrolDate: ms('2026-03-09'), patrolArea: '胡乐隧道进出口及便道', chainageFrom: 'K9+500', chainageTo: 'K11+500',
        weather: 'sunny', members: ['u-yehui'], startTime: '14:00:00', endTime: '16:10:00',
        patrolStops: [
          stop('胡乐隧道进口洞口', 'K9+760', '118.73211,30.95102', '14:25:00', '洞口边仰坡防护完成，门禁及人员定位系统运行正常，进洞登记完整。'),
          stop('胡乐隧道出口施工便道', 'K11+320', '118.74490,30.96035', '15:30:00', '便道临水侧波形护栏完好，限速及会车标志齐全，洒水降尘到位。')
        ],
        summary: '隧道进出口及便道安全防护到位，未发现问题。'
      }
    }
  ]
}

/** the finished patrols: finished by one who walked them, when they came back */
export const siteInspectionMoves: Record<string, SeedMove[]> = {
  'rec-xj-hj-001': [['finish', 'patrolling', 'finished', 'hexiaoyan', '2026-03-07 11:20', '路堑边坡坡率不符合设计，已登记隐患；其余部位正常。']],
  'rec-xj-nj-001': [['finish', 'patrolling', 'finished', 'yehui', '2026-03-09 16:10', '未发现问题。']]
}

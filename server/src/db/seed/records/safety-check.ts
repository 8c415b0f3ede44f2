// Demo safety inspections by checklist (server/src/catalog/safety/models/safety-check.ts): two finished ones whose
// failed items became demo hazards (./hazard-rectify.ts, the number and record written back on the item, as
// finishing does) and one still 检查中 with a failed item, which becomes a hazard when it is finished.
import { safetyCheckModel } from '../../../catalog/safety/models/safety-check'
import type { SeedMove } from './hazard-rectify'
import { ms, type DemoRecords } from './record'

type Result = 'pass' | 'fail' | 'na'
interface Failed { problem: string; level?: 'general' | 'major'; hazardNo?: string; hazardId?: string }

/** one checklist item: [item, standard, hazard category number], its result, and what failed */
const item = (name: string, standard: string, cat: number, result: Result, failed?: Failed) => ({
  itemName: name, standard, result, problem: failed?.problem ?? '', hazardCategory: `dd-hazardCategory-${cat}`,
  hazardLevel: `dd-hazardLevel-${failed?.level ?? 'general'}`, hazardNo: failed?.hazardNo ?? '', hazardId: failed?.hazardId ?? ''
})
const EDGE = ['临边与洞口防护', '临边、洞口设1.2m防护栏杆和挡脚板，满挂密目安全网', 1] as const
const POWER = ['临时用电', '三级配电两级保护，一机一闸一漏，PE线可靠连接，电缆架空或穿管', 13] as const
const MACHINES = ['机械设备', '安全防护装置齐全有效，操作人员持证上岗', 3] as const
const PIT = ['基坑与边坡', '按方案放坡或支护，坑边堆载符合规定，监测正常', 6] as const
const PPE = ['个人防护', '进场人员正确佩戴安全帽，穿反光背心', 15] as const
const TIDY = ['文明施工', '材料堆放整齐，通道畅通，场地无积水', 14] as const
const FIRE = ['消防与动火', '灭火器配置到位、在有效期内，动火作业持许可证', 7] as const

const QJ = '钱江路桥工程有限公司'

export const safetyCheckRecords: DemoRecords = {
  model: safetyCheckModel,
  records: [
    {
      id: 'rec-aqjc-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-04 14:20',
      data: {
        checkNo: 'AQJC-HJ-2026-005', checkDate: ms('2026-03-04'), checkTitle: '互通A匝道1号通道深基坑专项安全检查', checkType: 'special',
        chainage: 'K13+260', location: '互通A匝道1号通道基坑', inspectors: ['u-hexiaoyan', 'u-songwenbo'],
        checkItems: [
          item(...PIT, 'fail', {
            problem: '支护桩顶水平位移累计32mm，超过预警值30mm，坑边堆载钢筋约20t。', level: 'major', hazardNo: 'YH-HJ-2026-012', hazardId: 'rec-hz-hj-002'
          }),
          item(...EDGE, 'pass'), item(...POWER, 'pass'), item(...MACHINES, 'pass'), item(...PPE, 'pass'), item(...FIRE, 'na')
        ],
        responsibleUnit: QJ, responsible: 'u-chengang', deadline: ms('2026-03-06'),
        conclusion: '基坑监测超预警，按重大隐患登记，报隐患整改审批；其余项目符合要求。', photos: []
      }
    },
    {
      id: 'rec-aqjc-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-10 09:10',
      data: {
        checkNo: 'AQJC-HJ-2026-007', checkDate: ms('2026-03-10'), checkTitle: 'K30+120右幅桥台台背回填日常巡查', checkType: 'daily',
        chainage: 'K30+120', location: 'K30+100右幅桥台', inspectors: ['u-hexiaoyan'],
        checkItems: [
          item(...EDGE, 'pass'),
          item(...POWER, 'fail', { problem: '桥台旁钢筋加工棚二级配电箱门未上锁，漏电保护器未做试跳记录。' }),
          item(...MACHINES, 'pass'), item(...PPE, 'pass'), item(...TIDY, 'pass')
        ],
        responsibleUnit: QJ, responsible: 'u-chengang', deadline: ms('2026-03-12'), conclusion: '', photos: []
      }
    },
    {
      id: 'rec-aqjc-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'zhaomin', at: '2026-03-07 14:00',
      data: {
        checkNo: 'AQJC-NJ-2026-003', checkDate: ms('2026-03-07'), checkTitle: '胡乐隧道出口左洞安全步距检查', checkType: 'special',
        chainage: 'K11+200', location: '胡乐隧道出口左洞掌子面', inspectors: ['u-zhaomin'],
        checkItems: [
          item('隧道安全步距', 'Ⅳ级围岩二衬距掌子面不大于90m，仰拱距掌子面不大于50m', 6, 'fail', {
            problem: 'Ⅳ级围岩段二衬距掌子面约118m，超过规定的90m，仰拱距掌子面约52m。', level: 'major', hazardNo: 'YH-NJ-2026-008', hazardId: 'rec-hz-nj-002'
          }),
          item('有毒有害气体检测', '掌子面CO、CH4等检测记录齐全，浓度在允许范围内', 11, 'pass'),
          item(...POWER, 'pass'), item(...PPE, 'pass')
        ],
        responsibleUnit: '皖南路桥建设有限公司', responsible: 'u-luoping', deadline: ms('2026-03-20'),
        conclusion: '安全步距超标，按重大隐患登记，暂停掌子面开挖。', photos: []
      }
    }
  ]
}

/** the finished inspections: finished by whoever registered their hazards, when they did */
export const safetyCheckMoves: Record<string, SeedMove[]> = {
  'rec-aqjc-hj-001': [['finish', 'checking', 'finished', 'hexiaoyan', '2026-03-04 15:40', '基坑监测超预警，按重大隐患登记，报隐患整改审批。']],
  'rec-aqjc-nj-001': [['finish', 'checking', 'finished', 'zhaomin', '2026-03-07 15:30', '安全步距超标，按重大隐患登记。']]
}

// Demo records of monthlyPlanModel (server/src/catalog/progress/models/monthly-plan.ts).
import { PLAN_ITEMS as T, monthlyPlanModel } from '../../../catalog/progress/models/monthly-plan'
import { ms, type DemoRecords } from './record'

type Item = [workItem: string, unit: string, quantity: number, unitPrice: number]
function plan(items: Item[]) {
  const rows = items.map(([workItem, unit, quantity, unitPrice]) => ({ workItem, unit, quantity, unitPrice, amount: Math.round(quantity * unitPrice * 100) / 100 }))
  const total = rows.reduce((sum, r) => sum + r.amount, 0)
  return { [T]: rows, planOutput: Math.round(total / 100) / 100 }
}

export const monthlyPlanRecords: DemoRecords = {
  model: monthlyPlanModel,
  records: [
    {
      id: 'rec-mp-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-02-26 17:00',
      data: {
        planName: '2026年3月TJ-01合同段施工计划', sectionId: 'ct-hj-tj01', planMonth: ms('2026-03-01'), planner: 'u-zhanghua',
        ...plan([['钻孔灌注桩', 'm', 1860, 2150], ['墩柱及盖梁混凝土', 'm3', 2400, 1180], ['T梁预制', 'piece', 36, 98500], ['路基填筑', 'm3', 86000, 26.5]]),
        lastMonthOutput: 1420.36, mainWork: '钱塘江特大桥拼宽段3号～9号墩桩基及下部构造；T梁预制36片；K3～K8段路基拼宽填筑。',
        resources: '管理人员32人，作业人员410人；旋挖钻机6台、架桥机1台、挖掘机12台、压路机6台。', measures: '桩基施工两班倒，预制场增加一套侧模。'
      }
    },
    {
      id: 'rec-mp-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-27 16:20',
      data: {
        planName: '2026年4月TJ-01第一工区施工计划', sectionId: 'ct-hj-tj01', planMonth: ms('2026-04-01'), planner: 'u-chengang',
        [T]: [{ workItem: '钻孔灌注桩', unit: 'm', quantity: 1200 }, { workItem: '承台混凝土', unit: 'm3', quantity: 980 }],
        mainWork: '钱塘江特大桥拼宽段10号～14号墩桩基及承台施工。', resources: '作业人员160人，旋挖钻机4台。'
      }
    },
    {
      id: 'rec-mp-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-02-27 10:30',
      data: {
        planName: '2026年3月TJ-02合同段施工计划', sectionId: 'ct-hj-tj02', planMonth: ms('2026-03-01'), planner: 'u-zhengkai',
        ...plan([['路基拼宽填筑', 'm3', 64000, 27.8], ['锚杆框格梁', 'm3', 1350, 1420], ['现浇箱梁', 'm3', 2100, 1650]]),
        lastMonthOutput: 968.2, mainWork: 'K48～K60段路基拼宽；K60～K66段边坡防护；浦阳江大桥第3、4联现浇箱梁。'
      }
    },
    {
      id: 'rec-mp-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-02-28 09:00',
      data: {
        planName: '2026年3月TJ-03合同段施工计划', sectionId: 'ct-nj-tj03', planMonth: ms('2026-03-01'), planner: 'u-qinlei',
        ...plan([['隧道洞身开挖', 'm', 420, 18600], ['初期支护', 'm', 400, 9800], ['二次衬砌', 'm', 260, 12400]]),
        lastMonthOutput: 1236.5, mainWork: '华阳隧道进出口双向掘进，二衬台车两台同步作业。'
      }
    }
  ]
}

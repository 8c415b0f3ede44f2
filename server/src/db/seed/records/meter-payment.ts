// Demo records of meterPaymentModel (server/src/catalog/engineering/models/meter-payment.ts): the demo flow tasks
// (../flows/demo-tasks.ts) launch the flow on them.
import { meterPaymentModel } from '../../../catalog/engineering/models/meter-payment'
import { ms, type DemoRecords } from './record'

const measure = (meterNo: string, period: string, sectionName: string, date: string, currentAmount: number, totalAmount: number, content: string, applicant: string) =>
  ({ meterNo, period, sectionName, meterDate: ms(date), currentAmount, totalAmount, content, attachments: [], applicant: `u-${applicant}` })

export const meterPaymentRecords: DemoRecords = {
  model: meterPaymentModel,
  records: [
    {
      id: 'rec-mp-hj-010', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-01-26 16:00',
      data: measure('JL-TJ01-010', '第10期', 'TJ-01 钱江路桥', '2026-01-25', 1863.42, 16420.8,
        '本期完成钱塘江特大桥拼宽段桩基12根、承台4座，路基土石方3.2万方；已附监理签认的中间计量表。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-011', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-02-25 17:30',
      data: measure('JL-TJ01-011', '第11期', 'TJ-01 钱江路桥', '2026-02-25', 1342.17, 17762.97,
        '本期完成墩柱浇筑9个、T梁预制22片、桥面铺装试验段；春节停工10天，产值较上期下降。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-012', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-03-06 11:00',
      data: measure('JL-TJ01-012', '第12期', 'TJ-01 钱江路桥', '2026-03-25', 2105.6, 19868.57, '本期计量编制中：T梁架设与湿接缝、互通匝道路基。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-209', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-02-26 09:15',
      data: measure('JL-TJ02-009', '第9期', 'TJ-02 之江交通', '2026-02-25', 986.3, 9120.45,
        '本期完成边坡锚杆框格梁1.8千米、涵洞2道；含变更工程量（边坡加固）暂列。', 'zhengkai')
    }
  ]
}

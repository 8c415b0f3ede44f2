// Demo records of designChangeModel (server/src/catalog/engineering/models/design-change.ts).
import { designChangeModel } from '../../../catalog/engineering/models/design-change'
import { ms, type DemoRecords } from './record'

const amounts = (originalAmount: number, newAmount: number) =>
  ({ originalAmount, newAmount, changeAmount: Math.round((newAmount - originalAmount) * 100) / 100 })

export const designChangeRecords: DemoRecords = {
  model: designChangeModel,
  records: [
    {
      id: 'rec-dc-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-18 10:00',
      data: {
        changeNo: 'SJBG202602180001', applyDate: ms('2026-02-18'), changeName: '钱塘江特大桥拼宽段5号～7号墩桩长调整', sectionId: 'ct-hj-tj01',
        stake: 'K13+020～K13+160', changeLevel: 'larger', reasons: ['geology'], ...amounts(1268.4, 1396.75),
        content: '补充勘察揭示5号～7号墩桩端持力层中风化泥质粉砂岩顶面较原设计低3.2～4.6m，桩长相应加长，共计12根桩。', drawings: [], applicant: 'u-lijun'
      }
    },
    {
      id: 'rec-dc-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj03', creator: 'hanlei', at: '2026-03-03 14:20',
      data: {
        changeNo: 'SJBG202603030001', applyDate: ms('2026-03-03'), changeName: 'K97+400～K98+150段软基处理方案优化', sectionId: 'ct-hj-tj03',
        stake: 'K97+400～K98+150', changeLevel: 'general', reasons: ['craft', 'geology'], ...amounts(862, 815.3),
        content: '将塑料排水板堆载预压调整为水泥搅拌桩复合地基，缩短工期约60天。', drawings: [], applicant: 'u-hanlei'
      }
    },
    {
      id: 'rec-dc-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-03-01 09:40',
      data: {
        changeNo: 'SJBG202603010001', applyDate: ms('2026-03-01'), changeName: '华阳隧道K59+100～K59+260段围岩级别调整', sectionId: 'ct-nj-tj03',
        stake: 'K59+100～K59+260', changeLevel: 'larger', reasons: ['geology'], ...amounts(2145.6, 2487.2),
        content: '开挖揭示该段为断层破碎带，围岩由Ⅳ级调整为Ⅴ级，支护参数相应加强并增设超前小导管。', drawings: [], applicant: 'u-qinlei'
      }
    }
  ]
}

// Demo records of hazardRectifyModel (server/src/catalog/safety/models/hazard-rectify.ts): the demo flow tasks
// (../flows/demo-tasks.ts) launch the flow on them.
import { hazardRectifyModel } from '../../../catalog/safety/models/hazard-rectify'
import { ms, type DemoRecords } from './record'

const hazard = (no: string, found: string, title: string, level: string, cat: number, location: string, description: string, requirement: string, deadline: string) => ({
  hazardNo: no, foundDate: ms(found), hazardTitle: title, hazardLevel: `dd-hazardLevel-${level}`, hazardCategory: `dd-hazardCategory-${cat}`,
  location, description, photos: [], requirement, responsible: 'u-chengang', deadline: ms(deadline)
})

export const hazardRectifyRecords: DemoRecords = {
  model: hazardRectifyModel,
  records: [
    {
      id: 'rec-hz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-03 09:20',
      data: hazard('YH-TJ01-2026-031', '2026-03-03', '钱塘江特大桥5号墩钻孔平台临边防护缺失', 'general', 1, '钱塘江特大桥拼宽段5号墩钻孔平台',
        '平台东侧约6m范围未设置防护栏杆，作业人员距临边不足1m。', '立即设置1.2m高防护栏杆并挂设安全网，整改完成前禁止临边作业。', '2026-03-05')
    },
    {
      id: 'rec-hz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-04 15:40',
      data: hazard('YH-HJ-2026-012', '2026-03-04', 'K13+260互通匝道深基坑支护桩顶位移超预警值', 'major', 6, 'K13+260互通A匝道1号通道基坑',
        '监测显示支护桩顶水平位移累计32mm，超过预警值30mm，坑边堆载钢筋约20t。', '立即停止坑边堆载并卸载，加密监测频率至每日2次，编制加固方案报批。', '2026-03-06')
    },
    {
      id: 'rec-hz-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-05 10:05',
      data: hazard('YH-TJ01-2026-034', '2026-03-05', '1号钢筋加工场临时用电配电箱未接地', 'larger', 13, '1号钢筋加工场',
        '二级配电箱PE线未接入，箱门未上锁，电缆沿地面拖拉穿越车道。', '配电箱重新接地并测试接地电阻，电缆架空或穿管保护，箱门上锁。', '2026-03-07')
    },
    {
      id: 'rec-hz-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-06 08:30',
      data: hazard('YH-TJ01-2026-036', '2026-03-06', 'T梁预制场龙门吊轨道端部止挡松动', 'general', 4, 'T梁预制场2号龙门吊',
        '轨道北端止挡螺栓松动，缓冲器老化开裂。', '紧固止挡螺栓，更换缓冲器，整改后报验。', '2026-03-08')
    },
    {
      id: 'rec-hz-hj-005', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-06 14:10',
      data: hazard('YH-HJ-2026-015', '2026-03-06', '2号拌和站料仓爬梯护笼缺失', 'general', 4, '2号拌和站砂石料仓',
        '3号料仓检修爬梯高约9m，未设护笼，作业人员上下无防坠措施。', '加装护笼及防坠器，挂设警示牌，整改前禁止攀爬。', '2026-03-09')
    }
  ]
}

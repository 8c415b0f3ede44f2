// Demo records of firstPieceApprovalModel (server/src/catalog/engineering/models/first-piece-approval.ts).
import { firstPieceApprovalModel } from '../../../catalog/engineering/models/first-piece-approval'
import { ms, type DemoRecords } from './record'

const row = (item: string, tolerance: string, checkPoints: number, passPoints: number) =>
  ({ item, tolerance, checkPoints, passPoints, passRate: Math.round((passPoints / checkPoints) * 1000) / 10 })

export const firstPieceApprovalRecords: DemoRecords = {
  model: firstPieceApprovalModel,
  records: [
    {
      id: 'rec-fp-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-20 16:30',
      data: {
        approvalNo: 'SJRK202602200001', pieceName: '钱塘江特大桥拼宽段首根钻孔灌注桩', sectionId: 'ct-hj-tj01', wbsItem: 'wbs-hj01-ql1',
        engineeringPart: ['dd-engineeringPart-bridge', 'dd-engineeringPart-foundation'], stake: 'K12+742', startDate: ms('2026-02-12'), endDate: ms('2026-02-14'),
        siteManager: 'u-chengang',
        tableFieldInspection: [row('混凝土强度(MPa)', '在合格标准内', 3, 3), row('桩位(mm)', '≤50', 4, 4), row('孔深(m)', '不小于设计', 1, 1), row('孔径(mm)', '不小于设计', 6, 5), row('钻孔倾斜度(%)', '≤1', 2, 2)],
        conclusion: 'approved', craftRating: 4, summary: '成孔质量、钢筋笼制作安装及水下混凝土灌注工艺满足规范要求，同意按本工艺全面展开施工。', report: []
      }
    },
    {
      id: 'rec-fp-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-03-02 11:10',
      data: {
        approvalNo: 'SJRK202603020001', pieceName: '边坡锚杆框格梁首件', sectionId: 'ct-hj-tj02', wbsItem: 'wbs-hj02-fh1',
        engineeringPart: ['dd-engineeringPart-subgrade', 'dd-engineeringPart-protection'], stake: 'K60+120～K60+260', startDate: ms('2026-02-22'), endDate: ms('2026-02-28'),
        siteManager: 'u-jiangtao',
        tableFieldInspection: [row('锚杆孔深(mm)', '±50', 20, 18), row('锚杆间距(mm)', '±100', 20, 19), row('框格梁断面尺寸(mm)', '±10', 12, 11)],
        conclusion: 'conditional', craftRating: 3, summary: '锚杆注浆饱满度需加强过程控制，整改后认可。', report: []
      }
    },
    {
      id: 'rec-fp-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-02-25 15:00',
      data: {
        approvalNo: 'SJRK202602250001', pieceName: '华阳隧道Ⅳ级围岩初期支护首件', sectionId: 'ct-nj-tj03', wbsItem: 'wbs-nj03-sd2',
        engineeringPart: ['dd-engineeringPart-tunnel', 'dd-engineeringPart-primarySupport'], stake: 'K58+320～K58+350', startDate: ms('2026-02-16'), endDate: ms('2026-02-21'),
        siteManager: 'u-qinlei',
        tableFieldInspection: [row('喷射混凝土厚度(mm)', '不小于设计', 30, 29), row('钢架间距(mm)', '±50', 10, 10), row('锚杆数量(根)', '不少于设计', 1, 1)],
        conclusion: 'approved', craftRating: 5, summary: '初期支护工艺成熟，各项指标满足设计及规范要求。', report: []
      }
    }
  ]
}

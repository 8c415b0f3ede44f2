// Demo records of the hazard register (server/src/catalog/safety/models/hazard-rectify.ts) in both projects, and how
// far each has come round the loop (catalog/safety/hazard-states.ts): the moves with who, when and the opinions.
// The demo flow tasks (../flows/demo-tasks.ts) launch the 隐患整改审批 flow on the first five.
import { hazardRectifyModel } from '../../../catalog/safety/models/hazard-rectify'
import { ms, type DemoRecords } from './record'

interface Place { chainage?: string; location: string; unit: string; responsible: string }

const hazard = (no: string, found: string, title: string, level: string, cat: number, place: Place, description: string, requirement: string, deadline: string) => ({
  hazardNo: no, foundDate: ms(found), hazardTitle: title, hazardLevel: `dd-hazardLevel-${level}`, hazardCategory: `dd-hazardCategory-${cat}`,
  ...(place.chainage ? { chainage: place.chainage } : {}), location: place.location, description, photos: [], requirement,
  responsibleUnit: place.unit, responsible: `u-${place.responsible}`, deadline: ms(deadline)
})

const QJ = '钱江路桥工程有限公司'
const ZJ = '之江交通工程有限公司'
const WN = '皖南路桥建设有限公司'

export const hazardRectifyRecords: DemoRecords = {
  model: hazardRectifyModel,
  records: [
    {
      id: 'rec-hz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-03 09:20',
      data: hazard('YH-TJ01-2026-031', '2026-03-03', '钱塘江特大桥5号墩钻孔平台临边防护缺失', 'general', 1,
        { chainage: 'K12+310', location: '钱塘江特大桥拼宽段5号墩钻孔平台', unit: QJ, responsible: 'chengang' },
        '平台东侧约6m范围未设置防护栏杆，作业人员距临边不足1m。', '立即设置1.2m高防护栏杆并挂设安全网，整改完成前禁止临边作业。', '2026-03-05')
    },
    {
      id: 'rec-hz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-04 15:40',
      data: hazard('YH-HJ-2026-012', '2026-03-04', 'K13+260互通匝道深基坑支护桩顶位移超预警值', 'major', 6,
        { chainage: 'K13+260', location: '互通A匝道1号通道基坑', unit: QJ, responsible: 'chengang' },
        '监测显示支护桩顶水平位移累计32mm，超过预警值30mm，坑边堆载钢筋约20t。', '立即停止坑边堆载并卸载，加密监测频率至每日2次，编制加固方案报批。', '2026-03-06')
    },
    {
      id: 'rec-hz-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-05 10:05',
      data: hazard('YH-TJ01-2026-034', '2026-03-05', '1号钢筋加工场临时用电配电箱未接地', 'general', 13,
        { location: '1号钢筋加工场', unit: QJ, responsible: 'chengang' },
        '二级配电箱PE线未接入，箱门未上锁，电缆沿地面拖拉穿越车道。', '配电箱重新接地并测试接地电阻，电缆架空或穿管保护，箱门上锁。', '2026-03-07')
    },
    {
      id: 'rec-hz-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-06 08:30',
      data: hazard('YH-TJ01-2026-036', '2026-03-06', 'T梁预制场龙门吊轨道端部止挡松动', 'general', 4,
        { location: 'T梁预制场2号龙门吊', unit: QJ, responsible: 'chengang' },
        '轨道北端止挡螺栓松动，缓冲器老化开裂。', '紧固止挡螺栓，更换缓冲器，整改后报验。', '2026-03-08')
    },
    {
      id: 'rec-hz-hj-005', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-06 14:10',
      data: hazard('YH-HJ-2026-015', '2026-03-06', '2号拌和站料仓爬梯护笼缺失', 'general', 4,
        { location: '2号拌和站砂石料仓', unit: QJ, responsible: 'chengang' },
        '3号料仓检修爬梯高约9m，未设护笼，作业人员上下无防坠措施。', '加装护笼及防坠器，挂设警示牌，整改前禁止攀爬。', '2026-03-09')
    },
    {
      id: 'rec-hz-hj-006', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-07 10:25',
      data: hazard('YH-HJ-2026-016', '2026-03-07', 'K21+480右幅路堑边坡开挖未按设计分级放坡', 'general', 6,
        { chainage: 'K21+480', location: 'K21+400～K21+560右幅路堑边坡', unit: QJ, responsible: 'chengang' },
        '第二级边坡开挖坡率约1:0.5，陡于设计1:0.75，坡顶未设截水沟，坡脚有机械作业。', '按设计坡率修坡，坡顶设截水沟，坡脚作业区设警戒，雨天停止坡脚作业。', '2026-03-10')
    },
    {
      id: 'rec-hz-hj-007', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhaomin', at: '2026-03-08 09:05',
      data: hazard('YH-HJ-2026-017', '2026-03-08', 'K8+650保通路段施工区警示标志缺失', 'general', 9,
        { chainage: 'K8+650', location: 'K8+500～K8+900左幅保通段作业区', unit: QJ, responsible: 'chengang' },
        '作业区上游警告区未设置施工标志和限速标志，锥桶间距约20m，夜间无警示灯。', '按《公路养护安全作业规程》补设警告区标志、限速标志和夜间警示灯，锥桶间距不大于4m。', '2026-03-15')
    },
    {
      id: 'rec-hz-hj-008', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'hexiaoyan', at: '2026-03-05 16:40',
      data: hazard('YH-HJ-2026-013', '2026-03-05', 'K56+120浦阳江大桥现浇箱梁支架未经验收即浇筑', 'major', 6,
        { chainage: 'K56+120', location: '浦阳江大桥第7联现浇箱梁满堂支架', unit: ZJ, responsible: 'jiangtao' },
        '支架搭设完成后未进行预压和验收，立杆底部部分垫板缺失，剪刀撑不连续，计划次日浇筑混凝土。', '立即停止浇筑准备，补齐垫板和剪刀撑，按方案分级预压并组织验收，验收合格后方可浇筑。', '2026-03-12')
    },
    {
      id: 'rec-hz-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'zhaomin', at: '2026-03-04 11:15',
      data: hazard('YH-NJ-2026-006', '2026-03-04', 'K9+860胡乐隧道进口二衬台车端头防护不到位', 'general', 1,
        { chainage: 'K9+860', location: '胡乐隧道进口二衬台车', unit: WN, responsible: 'luoping' },
        '台车顶部作业平台端头未设防护栏杆，爬梯无护笼，台车行走轨道未设止轮器。', '台车端头设1.2m防护栏杆和踢脚板，爬梯加护笼，轨道两端设止轮器。', '2026-03-07')
    },
    {
      id: 'rec-hz-nj-002', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'zhaomin', at: '2026-03-07 15:30',
      data: hazard('YH-NJ-2026-008', '2026-03-07', 'K11+200胡乐隧道掌子面至二衬安全步距超标', 'major', 6,
        { chainage: 'K11+200', location: '胡乐隧道出口左洞掌子面', unit: WN, responsible: 'luoping' },
        'Ⅳ级围岩段二衬距掌子面约118m，超过规定的90m，仰拱距掌子面约52m。', '暂停掌子面开挖，加快仰拱和二衬施工，步距满足要求后方可恢复开挖。', '2026-03-20')
    }
  ]
}

/** one move of the loop: transition, the states, who (account), when (Beijing time), the opinion */
export type SeedMove = [transition: string, from: string, to: string, account: string, at: string, opinion: string]

/** how far the demo hazards have come round the loop; a hazard not named here is still 已上报 */
export const hazardMoves: Record<string, SeedMove[]> = {
  'rec-hz-hj-001': [
    ['accept', 'reported', 'rectifying', 'chengang', '2026-03-03 10:10', ''],
    ['submitReview', 'rectifying', 'reviewing', 'chengang', '2026-03-04 16:20', '已设置1.2m钢管防护栏杆并满挂密目安全网，临边作业人员系挂安全带。'],
    ['close', 'reviewing', 'closed', 'hexiaoyan', '2026-03-05 10:00', '现场复查，防护栏杆及安全网设置符合要求，同意销号。']
  ],
  'rec-hz-hj-003': [
    ['accept', 'reported', 'rectifying', 'chengang', '2026-03-05 11:00', ''],
    ['submitReview', 'rectifying', 'reviewing', 'chengang', '2026-03-06 11:00', '配电箱已重新接地。'],
    ['reject', 'reviewing', 'rectifying', 'hexiaoyan', '2026-03-06 15:30', '接地电阻测试记录未附，电缆仍有两处沿地面拖拉，请继续整改。']
  ],
  'rec-hz-hj-004': [['accept', 'reported', 'rectifying', 'chengang', '2026-03-06 09:30', '']],
  'rec-hz-hj-006': [
    ['accept', 'reported', 'rectifying', 'chengang', '2026-03-07 11:00', ''],
    ['submitReview', 'rectifying', 'reviewing', 'chengang', '2026-03-09 17:10', '已按设计坡率1:0.75修坡，坡顶截水沟已砌筑，坡脚设警戒带。']
  ],
  'rec-hz-nj-001': [
    ['accept', 'reported', 'rectifying', 'luoping', '2026-03-04 14:00', ''],
    ['submitReview', 'rectifying', 'reviewing', 'luoping', '2026-03-06 18:20', '台车端头防护栏杆、踢脚板和爬梯护笼已安装，轨道止轮器已设置。'],
    ['close', 'reviewing', 'closed', 'zhaomin', '2026-03-07 09:30', '复查合格，同意销号。']
  ]
}

/** the measures and completion date a submitted rectification filled in */
export const hazardRectified: Record<string, { measures: string; completeDate: number }> = {
  'rec-hz-hj-001': { measures: '设置1.2m钢管防护栏杆，满挂密目安全网，设踢脚板。', completeDate: ms('2026-03-04') },
  'rec-hz-hj-006': { measures: '按设计坡率修坡，坡顶砌筑截水沟，坡脚设警戒区。', completeDate: ms('2026-03-09') },
  'rec-hz-nj-001': { measures: '台车端头设防护栏杆及踢脚板，爬梯加护笼，轨道设止轮器。', completeDate: ms('2026-03-06') }
}

// The demo's data interface data: the project members query no catalogue module ships (added when missing on every
// start), and the demo projects' rows of the catalogue's site interfaces (WBS, laboratory instruments), which the
// catalogue installs empty and the seed fills on a fresh database.
import { DI, type DataInterfaceDefinition } from '../../../catalog/shared/data-interfaces'

export const DEMO_DI = { members: 'di-project-members' } as const

export const demoInterfaces: DataInterfaceDefinition[] = [
  {
    id: DEMO_DI.members, enCode: 'projectMembers', fullName: '项目人员', category: '项目数据', query: 'projectMembers',
    description: '当前用户所在项目的在岗人员', params: [{ field: 'projectId', fieldName: '项目' }, { field: 'contractId', fieldName: '合同段' }]
  }
]

type Wbs = [id: string, enCode: string, fullName: string, unitProject: string, divisionProject: string, stake: string]
const wbsOf = (projectId: string, contractId: string, items: Wbs[]) => items.map(([id, enCode, fullName, unitProject, divisionProject, stake]) =>
  ({ id, enCode, fullName, unitProject, divisionProject, stake, projectId, contractId }))
const wbs = [
  ...wbsOf('proj-hj', 'ct-hj-tj01', [
    ['wbs-hj01-lj1', 'TJ01-LJ-01', '路基土石方（K0+000～K12+000）', '路基工程', '路基土石方工程', 'K0+000～K12+000'],
    ['wbs-hj01-ps1', 'TJ01-LJ-02', '排水工程（K0+000～K24+000）', '路基工程', '排水工程', 'K0+000～K24+000'],
    ['wbs-hj01-ql1', 'TJ01-QL-01', '钱塘江特大桥拼宽桩基', '桥梁工程', '基础及下部构造', 'K12+680～K14+320'],
    ['wbs-hj01-ql2', 'TJ01-QL-02', '钱塘江特大桥拼宽墩柱盖梁', '桥梁工程', '基础及下部构造', 'K12+680～K14+320'],
    ['wbs-hj01-ql3', 'TJ01-QL-03', '钱塘江特大桥T梁预制与架设', '桥梁工程', '上部构造', 'K12+680～K14+320'],
    ['wbs-hj01-ht1', 'TJ01-HT-01', '萧山枢纽互通改造', '互通立交工程', '匝道工程', 'K20+150～K22+600']
  ]),
  ...wbsOf('proj-hj', 'ct-hj-tj02', [
    ['wbs-hj02-lj1', 'TJ02-LJ-01', '路基拼宽填筑（K48+350～K60+000）', '路基工程', '路基土石方工程', 'K48+350～K60+000'],
    ['wbs-hj02-fh1', 'TJ02-FH-01', '边坡防护（K60+000～K72+500）', '路基工程', '防护工程', 'K60+000～K72+500'],
    ['wbs-hj02-ql1', 'TJ02-QL-01', '浦阳江大桥拼宽桩基', '桥梁工程', '基础及下部构造', 'K66+210～K67+050'],
    ['wbs-hj02-ql2', 'TJ02-QL-02', '浦阳江大桥现浇箱梁', '桥梁工程', '上部构造', 'K66+210～K67+050']
  ]),
  ...wbsOf('proj-hj', 'ct-hj-tj03', [
    ['wbs-hj03-rj1', 'TJ03-LJ-01', '软基处理（K95+100～K101+800）', '路基工程', '软基处理', 'K95+100～K101+800'],
    ['wbs-hj03-lm1', 'TJ03-LM-01', '水稳基层（K101+800～K120+000）', '路面工程', '基层', 'K101+800～K120+000'],
    ['wbs-hj03-ht1', 'TJ03-HT-01', '义乌互通改造', '互通立交工程', '匝道工程', 'K118+400～K120+900']
  ]),
  ...wbsOf('proj-nj', 'ct-nj-tj01', [
    ['wbs-nj01-lj1', 'NJ01-LJ-01', '路基土石方（K0+000～K9+600）', '路基工程', '路基土石方工程', 'K0+000～K9+600'],
    ['wbs-nj01-ql1', 'NJ01-QL-01', '港口湾特大桥桩基', '桥梁工程', '基础及下部构造', 'K10+120～K11+580'],
    ['wbs-nj01-ql2', 'NJ01-QL-02', '港口湾特大桥墩柱', '桥梁工程', '基础及下部构造', 'K10+120～K11+580']
  ]),
  ...wbsOf('proj-nj', 'ct-nj-tj02', [
    ['wbs-nj02-bp1', 'NJ02-LJ-01', '高边坡防护（K31+200～K33+450）', '路基工程', '防护工程', 'K31+200～K33+450'],
    ['wbs-nj02-ql1', 'NJ02-QL-01', '西津河大桥上部构造', '桥梁工程', '上部构造', 'K44+060～K44+980']
  ]),
  ...wbsOf('proj-nj', 'ct-nj-tj03', [
    ['wbs-nj03-sd1', 'NJ03-SD-01', '华阳隧道进口洞口工程', '隧道工程', '洞口工程', 'K58+200～K58+320'],
    ['wbs-nj03-sd2', 'NJ03-SD-02', '华阳隧道洞身开挖与初期支护', '隧道工程', '洞身开挖', 'K58+320～K62+910'],
    ['wbs-nj03-sd3', 'NJ03-SD-03', '华阳隧道二次衬砌', '隧道工程', '衬砌', 'K58+320～K62+910']
  ])
]

type Instrument = [id: string, enCode: string, fullName: string, model: string, manufacturer: string, measureRange: string, accuracy: string]
const instrumentsOf = (projectId: string, contractId: string, labName: string, items: Instrument[]) =>
  items.map(([id, enCode, fullName, model, manufacturer, measureRange, accuracy]) =>
    ({ id, enCode, fullName, model, manufacturer, measureRange, accuracy, labName, projectId, contractId }))
const instruments = [
  ...instrumentsOf('proj-hj', 'ct-hj-sy01', '杭金改扩建中心试验室', [
    ['ins-hj-sy-001', 'SY-001', '微机控制电液伺服万能试验机', 'WAW-1000B', '济南中路昌试验机制造有限公司', '0～1000kN', '1级'],
    ['ins-hj-sy-002', 'SY-002', '全自动压力试验机', 'YAW-3000', '无锡建仪仪器机械有限公司', '0～3000kN', '1级'],
    ['ins-hj-sy-003', 'SY-003', '水泥胶砂搅拌机', 'JJ-5', '无锡建仪仪器机械有限公司', '—', '—'],
    ['ins-hj-sy-004', 'SY-004', '沥青针入度仪', 'SZR-5', '上海昌吉地质仪器有限公司', '0～500（0.1mm）', '±0.1mm'],
    ['ins-hj-sy-005', 'SY-005', '电子天平', 'JA5003', '上海舜宇恒平科学仪器有限公司', '0～500g', 'e=1mg'],
    ['ins-hj-sy-006', 'SY-006', '标准养护室温湿度自动控制仪', 'BYS-Ⅲ', '沧州华恒试验仪器有限公司', '温度15～25℃', '±1℃']
  ]),
  ...instrumentsOf('proj-hj', 'ct-hj-tj01', '钱江路桥TJ-01工地试验室', [
    ['ins-hj-gd-001', 'GD-001', '数显式压力试验机', 'DYE-2000', '沧州华恒试验仪器有限公司', '0～2000kN', '1级'],
    ['ins-hj-gd-002', 'GD-002', '混凝土坍落度仪', 'TLD-1', '沧州路达建筑仪器有限公司', '0～300mm', '±1mm'],
    ['ins-hj-gd-003', 'GD-003', '灌砂筒', 'Φ150mm', '沧州路达建筑仪器有限公司', '—', '—']
  ]),
  ...instrumentsOf('proj-nj', 'ct-nj-sy01', '宁绩高速中心试验室', [
    ['ins-nj-sy-001', 'SY-001', '微机控制电液伺服万能试验机', 'WAW-600B', '济南中路昌试验机制造有限公司', '0～600kN', '1级'],
    ['ins-nj-sy-002', 'SY-002', '全自动压力试验机', 'TYA-2000', '无锡建仪仪器机械有限公司', '0～2000kN', '1级'],
    ['ins-nj-sy-003', 'SY-003', '低温沥青延度仪', 'LYY-7H', '沧州华恒试验仪器有限公司', '0～150cm', '±0.5cm']
  ])
]

/** the demo projects' rows of the catalogue's site interfaces, by interface id */
export const demoSiteRows: Record<string, Record<string, unknown>[]> = { [DI.wbs]: wbs, [DI.instruments]: instruments }

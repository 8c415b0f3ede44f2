import { hangjinAlignment, ningjiAlignment } from './alignments'
import type { SeedContract, SeedProject } from './types'

// Two highway projects of the group: the widening of the G60 between Hangzhou and Jinhua (Zhejiang) and a new
// motorway from Ningguo to Jixi (Xuancheng, Anhui). Contract enCodes follow the usual section naming and repeat
// across projects (each project has its TJ-01); ids are unique. Amounts and investment in 万元.

export const projects: SeedProject[] = [
  {
    id: 'proj-hj',
    enCode: 'HJGKJ',
    fullName: 'G60沪昆高速公路杭州至金华段改扩建工程',
    shortName: '杭金改扩建',
    organizeId: 'org-hj',
    // Zhejiang; Hangzhou (Xiaoshan), Shaoxing (Zhuji), Jinhua (Yiwu, Jindong, Wucheng)
    areaIds: ['330000', '330100', '330109', '330600', '330681', '330700', '330782', '330703', '330702'],
    address: '浙江省杭州市萧山区至金华市婺城区，沿G60沪昆高速既有线两侧拼宽',
    startDate: '2024-03-18',
    endDate: '2027-12-31',
    lengthKm: 142.6,
    investment: 2563800,
    alignment: hangjinAlignment
  },
  {
    id: 'proj-nj',
    enCode: 'NJGS',
    fullName: '宁国至绩溪高速公路新建工程',
    shortName: '宁绩高速',
    organizeId: 'org-nj',
    // Anhui; Xuancheng (Ningguo, Jingde, Jixi)
    areaIds: ['340000', '341800', '341881', '341825', '341824'],
    address: '安徽省宣城市宁国市港口镇至绩溪县华阳镇',
    startDate: '2025-02-26',
    endDate: '2028-10-31',
    lengthKm: 78.4,
    investment: 1268500,
    alignment: ningjiAlignment
  }
]

export const contracts: SeedContract[] = [
  // G60 Hangzhou-Jinhua widening
  {
    id: 'ct-hj-yz01', projectId: 'proj-hj', enCode: 'YZ-01', fullName: '杭金改扩建建设管理（业主）', kind: 'owner',
    contractor: '江南路建杭金高速公路有限公司', contractorOrganizeId: 'org-hj', amount: 18600
  },
  {
    id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', kind: 'construction',
    contractor: '钱江路桥工程有限公司', contractorOrganizeId: 'org-hj-c1', amount: 526480, mileage: 'K0+000～K48+350'
  },
  {
    id: 'ct-hj-tj02', projectId: 'proj-hj', enCode: 'TJ-02', fullName: '杭金改扩建土建施工第TJ-02合同段', kind: 'construction',
    contractor: '之江交通工程有限公司', contractorOrganizeId: 'org-hj-c2', amount: 498720, mileage: 'K48+350～K95+100'
  },
  {
    id: 'ct-hj-tj03', projectId: 'proj-hj', enCode: 'TJ-03', fullName: '杭金改扩建土建施工第TJ-03合同段', kind: 'construction',
    contractor: '金衢建设集团有限公司', contractorOrganizeId: 'org-hj-c3', amount: 517360, mileage: 'K95+100～K142+600'
  },
  {
    id: 'ct-hj-jl01', projectId: 'proj-hj', enCode: 'JL-01', fullName: '杭金改扩建施工监理JL-01合同段', kind: 'supervision',
    contractor: '华正工程监理咨询有限公司', contractorOrganizeId: 'org-hj-jl', amount: 9860, mileage: 'K0+000～K142+600'
  },
  {
    id: 'ct-hj-sy01', projectId: 'proj-hj', enCode: 'SY-01', fullName: '杭金改扩建中心试验室SY-01合同段', kind: 'laboratory',
    contractor: '中测工程检测科技有限公司', contractorOrganizeId: 'org-hj-sy', amount: 3280
  },

  // Ningguo-Jixi new motorway
  {
    id: 'ct-nj-yz01', projectId: 'proj-nj', enCode: 'YZ-01', fullName: '宁绩高速建设管理（业主）', kind: 'owner',
    contractor: '江南路建宁绩高速公路有限公司', contractorOrganizeId: 'org-nj', amount: 9200
  },
  {
    id: 'ct-nj-tj01', projectId: 'proj-nj', enCode: 'TJ-01', fullName: '宁绩高速土建施工第TJ-01合同段', kind: 'construction',
    contractor: '皖南路桥建设有限公司', contractorOrganizeId: 'org-nj-c1', amount: 312650, mileage: 'K0+000～K27+800'
  },
  {
    id: 'ct-nj-tj02', projectId: 'proj-nj', enCode: 'TJ-02', fullName: '宁绩高速土建施工第TJ-02合同段', kind: 'construction',
    contractor: '徽州交通工程有限公司', contractorOrganizeId: 'org-nj-c2', amount: 296430, mileage: 'K27+800～K53+200'
  },
  {
    id: 'ct-nj-tj03', projectId: 'proj-nj', enCode: 'TJ-03', fullName: '宁绩高速土建施工第TJ-03合同段（隧道）', kind: 'construction',
    contractor: '宣城隧道工程有限公司', contractorOrganizeId: 'org-nj-c3', amount: 358910, mileage: 'K53+200～K78+400'
  },
  {
    id: 'ct-nj-jl01', projectId: 'proj-nj', enCode: 'JL-01', fullName: '宁绩高速施工监理JL-01合同段', kind: 'supervision',
    contractor: '安和交通工程咨询有限公司', contractorOrganizeId: 'org-nj-jl', amount: 6120, mileage: 'K0+000～K78+400'
  },
  {
    id: 'ct-nj-sy01', projectId: 'proj-nj', enCode: 'SY-01', fullName: '宁绩高速中心试验室SY-01合同段', kind: 'laboratory',
    contractor: '中衡公路检测技术有限公司', contractorOrganizeId: 'org-nj-sy', amount: 2150
  }
]

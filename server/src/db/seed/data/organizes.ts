import type { SeedOrganize } from './types'

// The group headquarters, its two project companies (one per highway project) and, under each project company, the
// units holding that project's contracts. Contractors sit in the tree because their staff log in too: a user's main
// organisation must be a node of base_organize, as in JNPF.

const company = (id: string, parentId: string, enCode: string, fullName: string, sortCode: number): SeedOrganize => ({
  id, parentId, category: 'company', enCode, fullName, sortCode
})
const department = (id: string, parentId: string, enCode: string, fullName: string, sortCode: number): SeedOrganize => ({
  id, parentId, category: 'department', enCode, fullName, sortCode
})

export const GROUP_NAME = '江南公路建设集团有限公司'

export const organizes: SeedOrganize[] = [
  company('org-hq', '-1', 'JNLJ', GROUP_NAME, 1),
  department('org-hq-gc', 'org-hq', 'JNLJ-GCGL', '工程管理部', 1),
  department('org-hq-aq', 'org-hq', 'JNLJ-AQZL', '安全质量部', 2),
  department('org-hq-jh', 'org-hq', 'JNLJ-JHHY', '计划合约部', 3),
  department('org-hq-zh', 'org-hq', 'JNLJ-ZHBG', '综合办公室', 4),
  department('org-hq-sys', 'org-hq', 'JNLJ-ZXSYS', '中心试验室', 5),
  department('org-hq-xx', 'org-hq', 'JNLJ-XXZX', '信息中心', 6),

  // project company of the G60 Hangzhou-Jinhua widening
  company('org-hj', 'org-hq', 'JNLJ-HJ', '江南路建杭金高速公路有限公司', 10),
  department('org-hj-gc', 'org-hj', 'HJ-GCJS', '工程技术部', 1),
  department('org-hj-aq', 'org-hj', 'HJ-AQZL', '安全质量部', 2),
  department('org-hj-jh', 'org-hj', 'HJ-JHHY', '计划合约部', 3),
  department('org-hj-zh', 'org-hj', 'HJ-ZHBG', '综合办公室', 4),
  department('org-hj-zq', 'org-hj', 'HJ-ZQXT', '征迁协调部', 5),
  company('org-hj-c1', 'org-hj', 'HJ-TJ01', '钱江路桥工程有限公司', 11),
  company('org-hj-c2', 'org-hj', 'HJ-TJ02', '之江交通工程有限公司', 12),
  company('org-hj-c3', 'org-hj', 'HJ-TJ03', '金衢建设集团有限公司', 13),
  company('org-hj-jl', 'org-hj', 'HJ-JL01', '华正工程监理咨询有限公司', 14),
  company('org-hj-sy', 'org-hj', 'HJ-SY01', '中测工程检测科技有限公司', 15),

  // project company of the new Ningguo-Jixi motorway
  company('org-nj', 'org-hq', 'JNLJ-NJ', '江南路建宁绩高速公路有限公司', 20),
  department('org-nj-gc', 'org-nj', 'NJ-GCJS', '工程技术部', 1),
  department('org-nj-aq', 'org-nj', 'NJ-AQZL', '安全质量部', 2),
  department('org-nj-jh', 'org-nj', 'NJ-JHHY', '计划合约部', 3),
  department('org-nj-zh', 'org-nj', 'NJ-ZHBG', '综合办公室', 4),
  company('org-nj-c1', 'org-nj', 'NJ-TJ01', '皖南路桥建设有限公司', 11),
  company('org-nj-c2', 'org-nj', 'NJ-TJ02', '徽州交通工程有限公司', 12),
  company('org-nj-c3', 'org-nj', 'NJ-TJ03', '宣城隧道工程有限公司', 13),
  company('org-nj-jl', 'org-nj', 'NJ-JL01', '安和交通工程咨询有限公司', 14),
  company('org-nj-sy', 'org-nj', 'NJ-SY01', '中衡公路检测技术有限公司', 15)
]

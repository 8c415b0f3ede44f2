import type { SeedUser } from './types'

/*
 * Demo accounts (every password: Highway@2026). Projects: 杭金 = G60杭金改扩建 (proj-hj), 宁绩 = 宁绩高速 (proj-nj).
 *
 * | account     | name   | role                        | organisation                  | projects / contracts          |
 * |-------------|--------|-----------------------------|-------------------------------|-------------------------------|
 * | admin       | 陈志远 | 系统管理员 (isAdministrator) | 集团信息中心                  | 杭金 + 宁绩, all contracts    |
 * | wangjianguo | 王建国 | 项目经理, 批量电子签章      | 集团总经理                    | 杭金 + 宁绩, all contracts    |
 * | liuhaitao   | 刘海涛 | 总工程师                    | 集团工程管理部                | 杭金 + 宁绩, all contracts    |
 * | zhaomin     | 赵敏   | 安全员, 安全总监            | 集团安全质量部                | 杭金 + 宁绩, all contracts    |
 * | zhouqiang   | 周强   | 试验员                      | 集团中心试验室                | 杭金 + 宁绩, all contracts    |
 * | huangwei    | 黄伟   | 项目经理, 批量电子签章,     | 杭金项目公司                  | 杭金, all contracts           |
 * |             |        | 业主项目经理                |                               |                               |
 * | xuzhiming   | 徐志明 | 总工程师, 业主总工程师      | 杭金项目公司工程技术部        | 杭金, all contracts           |
 * | hexiaoyan   | 何晓燕 | 安全员                      | 杭金项目公司安全质量部        | 杭金, all contracts           |
 * | tangjing    | 唐静   | 待授权人员 (no menus)       | 杭金项目公司综合办公室        | 杭金 YZ-01: login is refused  |
 * | zhanghua    | 张华   | 项目经理                    | 钱江路桥 (TJ-01)              | 杭金 TJ-01                    |
 * | chengang    | 陈刚   | 施工队长/工区长             | 钱江路桥 (TJ-01)              | 杭金 TJ-01                    |
 * | yangshan    | 杨山   | 劳务作业人员                | 钱江路桥 (TJ-01)              | 杭金 TJ-01                    |
 * | wudawei     | 吴大伟 | 劳务作业人员, DISABLED      | 钱江路桥 (TJ-01)              | 杭金 TJ-01: login is refused  |
 * | songwenbo   | 宋文博 | 监理工程师, 批量电子签章    | 华正监理 (JL-01)              | 杭金 JL-01, TJ-01..03         |
 * | guoqing     | 郭晴   | 监理工程师                  | 华正监理 (JL-01)              | 杭金 JL-01, TJ-01, TJ-02      |
 * | luxiaodong  | 卢晓东 | 试验员                      | 中测检测 (SY-01)              | 杭金 SY-01, TJ-01..03         |
 * | yuanhao     | 袁浩   | 项目经理, 业主项目经理      | 宁绩项目公司                  | 宁绩, all contracts           |
 * | yehui       | 叶辉   | 监理工程师                  | 安和咨询 (JL-01)              | 宁绩 JL-01, TJ-01..03         |
 *
 * The other accounts (lijun, wangfang, zhengkai, fengxue, jiangtao, caoyong, hanlei, tianye, dengli, xiejun, panyue,
 * dongliang, luoping, shiwei, gaofeng, qinlei, duanmei) fill the sections so lists, selectors and contacts look real.
 * The roles are the catalogue's (server/src/catalog/system/roles.ts) except 待授权人员 (./roles.ts); xiejun holds
 * 业主总工程师 in 宁绩 as xuzhiming does in 杭金.
 * Mobile numbers are 138 0000 xxxx demo numbers; e-mails use the reserved example.com domain.
 */

const HJ = 'proj-hj'
const NJ = 'proj-nj'
const HJ_ALL = ['ct-hj-yz01', 'ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03', 'ct-hj-jl01', 'ct-hj-sy01']
const NJ_ALL = ['ct-nj-yz01', 'ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03', 'ct-nj-jl01', 'ct-nj-sy01']

interface Row {
  account: string
  name: string
  gender: 1 | 2
  mobile: string // last four digits
  org: string
  pos: string[]
  roles: string[]
  projects: string[]
  contracts: string[]
  birthday: string
  manager?: string | undefined // account of the manager
  more?: Partial<SeedUser> | undefined
}

const row = (
  account: string, name: string, gender: 1 | 2, mobile: string, org: string, pos: string[], roles: string[],
  projects: string[], contracts: string[], birthday: string, manager?: string, more?: Partial<SeedUser>
): Row => ({ account, name, gender, mobile, org, pos, roles, projects, contracts, birthday, manager, more })

const rows: Row[] = [
  // group headquarters: they follow both projects
  row('admin', '陈志远', 1, '0001', 'org-hq-xx', ['pos-hq-xx-xtgly'], ['role-admin'], [HJ, NJ], [...HJ_ALL, ...NJ_ALL], '1986-04-12', undefined, { isAdministrator: true }),
  row('wangjianguo', '王建国', 1, '0002', 'org-hq', ['pos-hq-zjl'], ['role-pm', 'role-batch-sign'], [HJ, NJ], [...HJ_ALL, ...NJ_ALL], '1968-09-03', undefined, { organizeIds: ['org-hj', 'org-nj'] }),
  row('liuhaitao', '刘海涛', 1, '0003', 'org-hq-gc', ['pos-hq-gc-bz'], ['role-chief'], [HJ, NJ], [...HJ_ALL, ...NJ_ALL], '1975-02-17', 'wangjianguo'),
  row('zhaomin', '赵敏', 2, '0004', 'org-hq-aq', ['pos-hq-aq-aqgcs'], ['role-safety', 'role-safety-director'], [HJ, NJ], [...HJ_ALL, ...NJ_ALL], '1988-11-25', 'wangjianguo'),
  row('zhouqiang', '周强', 1, '0005', 'org-hq-sys', ['pos-hq-sys-zr'], ['role-lab'], [HJ, NJ], [...HJ_ALL, ...NJ_ALL], '1979-06-08', 'wangjianguo'),

  // Hangzhou-Jinhua project company: the whole project, owner contract first
  row('huangwei', '黄伟', 1, '0101', 'org-hj', ['pos-hj-zjl'], ['role-pm', 'role-batch-sign', 'role-owner-pm'], [HJ], HJ_ALL, '1972-12-01', 'wangjianguo'),
  row('xuzhiming', '徐志明', 1, '0102', 'org-hj-gc', ['pos-hj-gc-zgcs'], ['role-chief', 'role-owner-chief'], [HJ], HJ_ALL, '1978-03-22', 'huangwei'),
  row('hexiaoyan', '何晓燕', 2, '0103', 'org-hj-aq', ['pos-hj-aq-aqy'], ['role-safety'], [HJ], HJ_ALL, '1990-07-14', 'huangwei'),
  row('tangjing', '唐静', 2, '0104', 'org-hj-zh', ['pos-hj-zh-wy'], ['role-pending'], [HJ], ['ct-hj-yz01'], '1998-05-30', 'huangwei'),
  // TJ-01, 钱江路桥
  row('zhanghua', '张华', 1, '0111', 'org-hj-c1', ['pos-hj-c1-xmjl'], ['role-pm'], [HJ], ['ct-hj-tj01'], '1976-10-09'),
  row('lijun', '李军', 1, '0112', 'org-hj-c1', ['pos-hj-c1-xmzg'], ['role-chief'], [HJ], ['ct-hj-tj01'], '1983-01-15', 'zhanghua'),
  row('wangfang', '王芳', 2, '0113', 'org-hj-c1', ['pos-hj-c1-aqy'], ['role-safety'], [HJ], ['ct-hj-tj01'], '1991-08-19', 'zhanghua'),
  row('chengang', '陈刚', 1, '0114', 'org-hj-c1', ['pos-hj-c1-gqz'], ['role-foreman'], [HJ], ['ct-hj-tj01'], '1980-04-02', 'zhanghua'),
  row('yangshan', '杨山', 1, '0115', 'org-hj-c1', ['pos-hj-c1-lw'], ['role-worker'], [HJ], ['ct-hj-tj01'], '1985-12-11', 'chengang'),
  row('wudawei', '吴大伟', 1, '0116', 'org-hj-c1', ['pos-hj-c1-lw'], ['role-worker'], [HJ], ['ct-hj-tj01'], '1979-09-27', 'chengang', { enabled: 0 }),
  // TJ-02, 之江交通
  row('zhengkai', '郑凯', 1, '0121', 'org-hj-c2', ['pos-hj-c2-xmjl'], ['role-pm'], [HJ], ['ct-hj-tj02'], '1977-05-05'),
  row('fengxue', '冯雪', 2, '0122', 'org-hj-c2', ['pos-hj-c2-aqy'], ['role-safety'], [HJ], ['ct-hj-tj02'], '1992-02-08', 'zhengkai'),
  row('jiangtao', '蒋涛', 1, '0123', 'org-hj-c2', ['pos-hj-c2-gqz'], ['role-foreman'], [HJ], ['ct-hj-tj02'], '1982-06-21', 'zhengkai'),
  row('caoyong', '曹勇', 1, '0124', 'org-hj-c2', ['pos-hj-c2-lw'], ['role-worker'], [HJ], ['ct-hj-tj02'], '1987-03-03', 'jiangtao'),
  // TJ-03, 金衢建设
  row('hanlei', '韩磊', 1, '0131', 'org-hj-c3', ['pos-hj-c3-xmjl'], ['role-pm'], [HJ], ['ct-hj-tj03'], '1974-11-30'),
  row('tianye', '田野', 1, '0132', 'org-hj-c3', ['pos-hj-c3-gqz'], ['role-foreman'], [HJ], ['ct-hj-tj03'], '1984-08-08', 'hanlei'),
  // JL-01 supervision: their own contract first, then the sections they supervise
  row('songwenbo', '宋文博', 1, '0141', 'org-hj-jl', ['pos-hj-jl-zj'], ['role-supervisor', 'role-batch-sign'], [HJ], ['ct-hj-jl01', 'ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03'], '1970-01-26'),
  row('guoqing', '郭晴', 2, '0142', 'org-hj-jl', ['pos-hj-jl-zyjl'], ['role-supervisor'], [HJ], ['ct-hj-jl01', 'ct-hj-tj01', 'ct-hj-tj02'], '1989-10-17', 'songwenbo'),
  // SY-01 central laboratory: tests the material of every section
  row('luxiaodong', '卢晓东', 1, '0151', 'org-hj-sy', ['pos-hj-sy-zr'], ['role-lab'], [HJ], ['ct-hj-sy01', 'ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03'], '1981-07-07'),
  row('dengli', '邓丽', 2, '0152', 'org-hj-sy', ['pos-hj-sy-syy'], ['role-lab'], [HJ], ['ct-hj-sy01'], '1995-04-23', 'luxiaodong'),

  // Ningguo-Jixi project company
  row('yuanhao', '袁浩', 1, '0201', 'org-nj', ['pos-nj-zjl'], ['role-pm', 'role-owner-pm'], [NJ], NJ_ALL, '1973-08-14', 'wangjianguo'),
  row('xiejun', '谢俊', 1, '0202', 'org-nj-gc', ['pos-nj-gc-zgcs'], ['role-chief', 'role-owner-chief'], [NJ], NJ_ALL, '1980-12-24', 'yuanhao'),
  row('panyue', '潘悦', 2, '0203', 'org-nj-aq', ['pos-nj-aq-aqy'], ['role-safety'], [NJ], NJ_ALL, '1993-09-09', 'yuanhao'),
  row('dongliang', '董亮', 1, '0211', 'org-nj-c1', ['pos-nj-c1-xmjl'], ['role-pm'], [NJ], ['ct-nj-tj01'], '1978-02-02'),
  row('luoping', '罗平', 1, '0212', 'org-nj-c1', ['pos-nj-c1-gqz'], ['role-foreman'], [NJ], ['ct-nj-tj01'], '1983-05-16', 'dongliang'),
  row('shiwei', '石伟', 1, '0213', 'org-nj-c1', ['pos-nj-c1-lw'], ['role-worker'], [NJ], ['ct-nj-tj01'], '1990-01-20', 'luoping'),
  row('gaofeng', '高峰', 1, '0221', 'org-nj-c2', ['pos-nj-c2-xmjl'], ['role-pm'], [NJ], ['ct-nj-tj02'], '1975-07-28'),
  row('qinlei', '秦磊', 1, '0231', 'org-nj-c3', ['pos-nj-c3-xmjl'], ['role-pm'], [NJ], ['ct-nj-tj03'], '1979-03-13'),
  row('yehui', '叶辉', 1, '0241', 'org-nj-jl', ['pos-nj-jl-zj'], ['role-supervisor'], [NJ], ['ct-nj-jl01', 'ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03'], '1972-10-05'),
  row('duanmei', '段梅', 2, '0251', 'org-nj-sy', ['pos-nj-sy-syy'], ['role-lab'], [NJ], ['ct-nj-sy01', 'ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03'], '1994-06-18')
]

export const users: SeedUser[] = rows.map((r) => ({
  id: `u-${r.account}`,
  account: r.account,
  realName: r.name,
  gender: r.gender,
  mobilePhone: `1380000${r.mobile}`,
  email: `${r.account}@example.com`,
  organizeId: r.org,
  positionIds: r.pos,
  roleIds: r.roles,
  birthday: r.birthday,
  projectIds: r.projects,
  contractIds: r.contracts,
  enabled: 1,
  ...(r.manager ? { managerId: `u-${r.manager}` } : {}),
  ...r.more
}))

import type { SeedPosition } from './types'

// Positions (岗位) per organisation. Ids read as pos-<organisation suffix>-<post>, so users.ts stays legible.
const p = (organizeId: string, post: string, enCode: string, fullName: string): SeedPosition => ({
  id: `pos-${organizeId.replace(/^org-/, '')}-${post}`,
  organizeId,
  enCode,
  fullName
})

export const positions: SeedPosition[] = [
  // headquarters
  p('org-hq', 'zjl', 'JNLJ-ZJL', '总经理'),
  p('org-hq', 'fzjl', 'JNLJ-FZJL', '副总经理'),
  p('org-hq-gc', 'bz', 'JNLJ-GC-BZ', '工程管理部部长'),
  p('org-hq-gc', 'gcs', 'JNLJ-GC-GCS', '路桥工程师'),
  p('org-hq-aq', 'bz', 'JNLJ-AQ-BZ', '安全质量部部长'),
  p('org-hq-aq', 'aqgcs', 'JNLJ-AQ-AQGCS', '安全工程师'),
  p('org-hq-jh', 'bz', 'JNLJ-JH-BZ', '计划合约部部长'),
  p('org-hq-jh', 'hygcs', 'JNLJ-JH-HYGCS', '合约工程师'),
  p('org-hq-zh', 'zr', 'JNLJ-ZH-ZR', '综合办公室主任'),
  p('org-hq-zh', 'wy', 'JNLJ-ZH-WY', '行政文员'),
  p('org-hq-sys', 'zr', 'JNLJ-SYS-ZR', '中心试验室主任'),
  p('org-hq-sys', 'sygcs', 'JNLJ-SYS-SYGCS', '试验检测工程师'),
  p('org-hq-xx', 'zr', 'JNLJ-XX-ZR', '信息中心主任'),
  p('org-hq-xx', 'xtgly', 'JNLJ-XX-XTGLY', '系统管理员'),

  // project company, Hangzhou-Jinhua
  p('org-hj', 'zjl', 'HJ-ZJL', '总经理（项目负责人）'),
  p('org-hj-gc', 'zgcs', 'HJ-GC-ZGCS', '总工程师'),
  p('org-hj-gc', 'gcs', 'HJ-GC-GCS', '现场工程师'),
  p('org-hj-aq', 'bz', 'HJ-AQ-BZ', '安全质量部部长'),
  p('org-hj-aq', 'aqy', 'HJ-AQ-AQY', '专职安全员'),
  p('org-hj-jh', 'jlgcs', 'HJ-JH-JLGCS', '计量工程师'),
  p('org-hj-zh', 'wy', 'HJ-ZH-WY', '综合文员'),
  p('org-hj-zq', 'xty', 'HJ-ZQ-XTY', '征迁协调员'),
  // contractors, Hangzhou-Jinhua
  p('org-hj-c1', 'xmjl', 'HJ-TJ01-XMJL', '项目经理'),
  p('org-hj-c1', 'xmzg', 'HJ-TJ01-XMZG', '项目总工'),
  p('org-hj-c1', 'aqy', 'HJ-TJ01-AQY', '专职安全员'),
  p('org-hj-c1', 'gqz', 'HJ-TJ01-GQZ', '工区长'),
  p('org-hj-c1', 'lw', 'HJ-TJ01-LW', '劳务作业人员'),
  p('org-hj-c2', 'xmjl', 'HJ-TJ02-XMJL', '项目经理'),
  p('org-hj-c2', 'aqy', 'HJ-TJ02-AQY', '专职安全员'),
  p('org-hj-c2', 'gqz', 'HJ-TJ02-GQZ', '工区长'),
  p('org-hj-c2', 'lw', 'HJ-TJ02-LW', '劳务作业人员'),
  p('org-hj-c3', 'xmjl', 'HJ-TJ03-XMJL', '项目经理'),
  p('org-hj-c3', 'gqz', 'HJ-TJ03-GQZ', '工区长'),
  p('org-hj-jl', 'zj', 'HJ-JL01-ZJ', '总监理工程师'),
  p('org-hj-jl', 'zyjl', 'HJ-JL01-ZYJL', '专业监理工程师'),
  p('org-hj-sy', 'zr', 'HJ-SY01-ZR', '试验室主任'),
  p('org-hj-sy', 'syy', 'HJ-SY01-SYY', '试验员'),

  // project company, Ningguo-Jixi
  p('org-nj', 'zjl', 'NJ-ZJL', '总经理（项目负责人）'),
  p('org-nj-gc', 'zgcs', 'NJ-GC-ZGCS', '总工程师'),
  p('org-nj-gc', 'gcs', 'NJ-GC-GCS', '现场工程师'),
  p('org-nj-aq', 'aqy', 'NJ-AQ-AQY', '专职安全员'),
  p('org-nj-jh', 'jlgcs', 'NJ-JH-JLGCS', '计量工程师'),
  p('org-nj-zh', 'wy', 'NJ-ZH-WY', '综合文员'),
  // contractors, Ningguo-Jixi
  p('org-nj-c1', 'xmjl', 'NJ-TJ01-XMJL', '项目经理'),
  p('org-nj-c1', 'gqz', 'NJ-TJ01-GQZ', '工区长'),
  p('org-nj-c1', 'lw', 'NJ-TJ01-LW', '劳务作业人员'),
  p('org-nj-c2', 'xmjl', 'NJ-TJ02-XMJL', '项目经理'),
  p('org-nj-c3', 'xmjl', 'NJ-TJ03-XMJL', '项目经理'),
  p('org-nj-jl', 'zj', 'NJ-JL01-ZJ', '总监理工程师'),
  p('org-nj-sy', 'syy', 'NJ-SY01-SYY', '试验员')
]

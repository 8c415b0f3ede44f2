import type { SeedGroup } from './types'

// Working groups (base_group) that cut across organisations: committees and task forces of the projects. They feed
// the groupSelect control and userInfo.groupIds (a user's first group is the default of a groupSelect field).

export const groups: SeedGroup[] = [
  { id: 'grp-hq-inspect', enCode: 'hqQualitySafetyInspection', fullName: '集团质量安全督查组', members: ['wangjianguo', 'liuhaitao', 'zhaomin', 'zhouqiang'] },
  {
    id: 'grp-hj-safety', enCode: 'hjSafetyCommittee', fullName: '杭金项目安全生产委员会',
    members: ['huangwei', 'xuzhiming', 'hexiaoyan', 'zhanghua', 'wangfang', 'zhengkai', 'hanlei', 'songwenbo', 'zhaomin']
  },
  { id: 'grp-hj-first-piece', enCode: 'hjFirstPieceReview', fullName: '杭金首件工程认可评审组', members: ['xuzhiming', 'songwenbo', 'guoqing', 'luxiaodong', 'lijun'] },
  { id: 'grp-hj-flood', enCode: 'hjFloodRescue', fullName: '杭金防汛防台应急抢险队', members: ['chengang', 'jiangtao', 'tianye', 'yangshan', 'caoyong', 'hexiaoyan'] },
  { id: 'grp-nj-tunnel', enCode: 'njTunnelSafety', fullName: '宁绩隧道施工安全专项组', members: ['yuanhao', 'xiejun', 'panyue', 'qinlei', 'yehui', 'luoping'] }
]

// 考勤管理: the App's attendance directory (clock-in inside the site fence, records, statistics, field service, the
// labour worker registry, the management staff register). Its data lives in the attendance modules' own tables
// (server/src/modules/attendance, attendance-managers), not in low-code models, so the catalogue holds only who sees
// which entry. Version 2 grants managerInfo to those who read a section's attendance; version 3 lets labour workers
// clock in as field service (外勤拍照签到) when a foreman sends them off the works.
import { defineModule } from '../define'
import { attendanceGrants } from './grants'

export const attendanceModule = defineModule({
  code: 'attendance', name: '考勤管理', version: 3,
  models: [],
  grants: attendanceGrants
})

// 考勤管理: the App's attendance directory (clock-in inside the site fence, records, statistics, field service, the
// labour worker registry). Its data lives in the attendance module's own tables (server/src/modules/attendance),
// not in low-code models, so the catalogue holds only who sees which entry.
import { defineModule } from '../define'
import { attendanceGrants } from './grants'

export const attendanceModule = defineModule({
  code: 'attendance', name: '考勤管理', version: 1,
  models: [],
  grants: attendanceGrants
})

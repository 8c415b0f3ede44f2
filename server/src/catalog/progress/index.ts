// 进度管理: the monthly construction plan and the approval flows of the daily report and of metering.
import { defineModule } from '../define'
import { dailyReportFlow, meterFlow } from './flows'
import { progressGrants } from './grants'
import { progressReminders } from './reminders'
import { monthlyPlanModel } from './models/monthly-plan'

export const progressModule = defineModule({
  code: 'progress', name: '进度管理', version: 3,
  models: [monthlyPlanModel], flows: [dailyReportFlow, meterFlow],
  grants: progressGrants,
  reminders: progressReminders
})

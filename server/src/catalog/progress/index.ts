// 进度管理: the monthly construction plan.
import { defineModule } from '../define'
import { progressGrants } from './grants'
import { progressReminders } from './reminders'
import { monthlyPlanModel } from './models/monthly-plan'

export const progressModule = defineModule({
  code: 'progress', name: '进度管理', version: 2,
  models: [monthlyPlanModel],
  grants: progressGrants,
  reminders: progressReminders
})

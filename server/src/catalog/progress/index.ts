// 进度管理: the monthly construction plan.
import { catalogModel, defineModule } from '../define'
import { progressReminders } from './reminders'

export const progressModule = defineModule({
  code: 'progress', name: '进度管理', version: 1,
  reminders: progressReminders,
  models: ['vm-monthly-plan'].map(catalogModel)
})

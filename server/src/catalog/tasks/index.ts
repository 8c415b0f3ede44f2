// 事务中心: the task centre's App directory and its grants. Tasks live in their own tables (modules/tasks, migration
// 039) rather than low-code models; their due-date reminders run on the scheduler (modules/tasks/reminders.ts).
import { defineModule } from '../define'
import { taskGrants } from './grants'

export const tasksModule = defineModule({
  code: 'tasks', name: '事务中心', version: 3, models: [], grants: taskGrants
})

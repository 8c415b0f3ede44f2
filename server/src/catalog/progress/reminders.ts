// 进度管理 reminders: three days before a monthly plan's month ends, its planner is asked to report what was done
// and to draw up next month's plan.
import type { CatalogReminder } from '../reminder-types'

export const progressReminders: CatalogReminder[] = [
  {
    id: 'monthly-plan-close', name: '月度计划收尾', modelId: 'vm-monthly-plan', dateField: 'planMonth', dateUnit: 'month',
    to: [{ field: 'planner' }], before: [3],
    titles: { before: '月度施工计划将于{date}结束：{planName}，请统计本月完成情况并编制下月计划' }
  }
]

// 安全管理 reminders: a hazard must be rectified by its deadline. The person responsible is reminded the day before
// and on the day; once the deadline has passed, whoever filed it and the project's safety officers are told too.
// A hazard submitted for review or closed (its record state), whose completion is recorded, or whose approval flow
// is a draft, withdrawn or terminated needs no reminder; an approved 重大隐患 still has to be rectified.
import type { CatalogReminder } from '../reminder-types'

export const safetyReminders: CatalogReminder[] = [
  {
    id: 'hazard-deadline', name: '隐患整改期限', modelId: 'vm-hazard-rectify', dateField: 'deadline',
    to: [{ field: 'responsible' }], overdueTo: [{ creator: true }, { role: 'safetyOfficer' }],
    before: [1], onDay: true, overdueTimes: 3,
    titles: {
      before: '隐患整改期限将至：{hazardNo} {hazardTitle}，请于{date}前完成整改',
      onDay: '隐患整改今日到期：{hazardNo} {hazardTitle}',
      overdue: '隐患整改已逾期{days}天：{hazardNo} {hazardTitle}'
    },
    skipWhen: { filled: ['completeDate'], recordStates: ['reviewing', 'closed'], flowStates: [0, 4, 5] }
  }
]

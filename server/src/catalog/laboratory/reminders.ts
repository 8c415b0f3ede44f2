// 试验室管理 reminders: a measuring instrument whose calibration runs out must be sent for calibration before the
// date and taken out of use after it. The keeper and whoever registered it hear first; once it has expired, the
// lab technicians of the project too. Sealed (封存) and withdrawn (停用) instruments are left alone.
import type { CatalogReminder } from '../reminder-types'

export const laboratoryReminders: CatalogReminder[] = [
  {
    id: 'instrument-calibration', name: '仪器检定有效期', modelId: 'vm-instrument-ledger', dateField: 'validUntil',
    to: [{ field: 'keeper' }, { creator: true }], overdueTo: [{ role: 'labTechnician' }],
    before: [30, 7], onDay: true, overdueTimes: 3,
    titles: {
      before: '仪器检定即将到期：{manageNo} {instrumentName}，有效期至{date}，还有{days}天',
      onDay: '仪器检定今日到期：{manageNo} {instrumentName}，请及时送检',
      overdue: '仪器检定已过期{days}天：{manageNo} {instrumentName}（有效期至{date}），请停止使用'
    },
    skipWhen: { equals: { inUse: [0], statusMark: ['red'] } }
  }
]

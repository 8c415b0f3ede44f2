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
  },
  // 特种设备 (TSG 08): a machine whose periodic inspection has run out must stop until it is inspected again, and
  // an operator whose licence has run out must not operate it; the keeper and whoever registered the machine hear
  // first, the project's safety officers once the date has passed. A machine that has left the site is left alone.
  {
    id: 'special-equipment-inspection', name: '特种设备检验有效期', modelId: 'vm-special-equipment', dateField: 'inspectionExpiry',
    to: [{ field: 'keeper' }, { creator: true }], overdueTo: [{ role: 'safetyOfficer' }],
    before: [30, 7], onDay: true, overdueTimes: 3,
    titles: {
      before: '特种设备检验即将到期：{equipmentNo} {equipmentName}，有效期至{date}，还有{days}天，请提前报检',
      onDay: '特种设备检验今日到期：{equipmentNo} {equipmentName}',
      overdue: '特种设备检验已过期{days}天：{equipmentNo} {equipmentName}（有效期至{date}），请立即停用'
    },
    skipWhen: { equals: { status: ['left'] } }
  },
  {
    id: 'special-equipment-operator', name: '特种作业操作证有效期', modelId: 'vm-special-equipment', dateField: 'operatorCertExpiry',
    to: [{ field: 'keeper' }, { creator: true }], overdueTo: [{ role: 'safetyOfficer' }],
    before: [30], onDay: true, overdueTimes: 1,
    titles: {
      before: '特种作业操作证即将到期：{equipmentNo} {equipmentName} 操作人员{operator}，有效期至{date}',
      onDay: '特种作业操作证今日到期：{equipmentNo} {equipmentName} 操作人员{operator}',
      overdue: '特种作业操作证已过期{days}天：{equipmentNo} {equipmentName} 操作人员{operator}，请更换持证人员'
    },
    skipWhen: { equals: { status: ['left'] } }
  },
  // 应急物资: the stock kept for an emergency is checked on schedule (pumps and generators started, life jackets and
  // first-aid kits complete and in date); its keeper hears a week before and on the day, the safety officers once the
  // check is late. Scrapped stock is not checked.
  {
    id: 'emergency-material-check', name: '应急物资检查', modelId: 'vm-emergency-material', dateField: 'nextCheck',
    to: [{ field: 'keeper' }], overdueTo: [{ role: 'safetyOfficer' }],
    before: [7], onDay: true, overdueTimes: 3,
    titles: {
      before: '应急物资即将到检查日期：{materialName}（{location}），请于{date}前检查，还有{days}天',
      onDay: '应急物资今日需检查：{materialName}（{location}）',
      overdue: '应急物资检查已逾期{days}天：{materialName}（{location}），应于{date}检查'
    },
    skipWhen: { equals: { status: ['scrapped'] } }
  }
]

// The default grants of the App's 进度管理 directory: which catalogue roles see which of its entries. 月度施工计划
// turns on column and form rights: a work-area foreman plans quantities, prices and output value stay with the
// section's managers.
import type { MenuGrants } from '../grants'

export const progressGrants: MenuGrants = {
  directory: 'progress',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    supervisionEngineer: ['weekProgress', 'approvalDailyReport', 'contractDetails', 'meterApprove', 'monthlyPlan'],
    sectionForeman: ['progressDailyReport', 'weekProgress', 'progressFilling', 'monthlyPlan', 'meterApply', 'contractDetails']
  },
  withheld: {
    monthlyPlan: {
      sectionForeman: {
        columns: ['planOutput', 'lastMonthOutput'],
        forms: ['planOutput', 'lastMonthOutput', 'tableFieldPlanItems-unitPrice', 'tableFieldPlanItems-amount']
      }
    }
  }
}

// How the supervisors' registers extend the low-code screens (engines/lowcode/extensions.ts): their own pages, the
// scheme's approval on its detail, the scheme a tour follows on the tour form, 写今日日志 on the log list.
import Taro from '@tarojs/taro'
import type { VisualDevRow } from '@shared/api/visualdev'
import type { ModelExtensions } from '@/engines/lowcode'
import { routes } from '@/config/routes'
import { APPROVED } from './lib'
import { PlanApprovalSection } from './components/plan-approval-section'
import { TourPlanSection } from './components/tour-plan-section'

/** an approved record opens as the record: an approval kept without its task (the demo's) has no task page to open */
const approvedAsRecord = (row: VisualDevRow) => Number(row.flowState) === APPROVED

export const constructionPlanExtensions: ModelExtensions = {
  pages: { detail: routes.supervision.constructionPlanDetail },
  opensAsRecord: approvedAsRecord
}

/** the scheme's detail for the signed-in user `me`: its approval on top */
export const constructionPlanDetailExtensions = (me: string): ModelExtensions => ({
  ...constructionPlanExtensions,
  sections: [{ key: 'approval', place: 'top', modes: ['detail'], render: (s) => <PlanApprovalSection id={s.id} me={me} /> }]
})

export const supervisionLogExtensions: ModelExtensions = {
  opensAsRecord: approvedAsRecord,
  toolbarActions: [{
    key: 'today', label: '写今日日志', visible: (list) => list.can('btn_add'),
    onClick: () => void Taro.navigateTo({ url: routes.supervision.supervisionLogForm() })
  }]
}

export const supervisionTourExtensions: ModelExtensions = {
  pages: { form: (config) => routes.supervision.supervisionInspection(config, 'form'), detail: (config) => routes.supervision.supervisionInspection(config) },
  sections: [{ key: 'plan', place: 'top', modes: ['form'], render: (s) => (s.form && !s.readOnly ? <TourPlanSection form={s.form} /> : null) }]
}

export const sideStationExtensions: ModelExtensions = {
  pages: { detail: routes.supervision.supervisionSite }
}

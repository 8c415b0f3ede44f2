// Public surface of the supervisors' engineering registers (工程管理: 施工方案, 监理日志, 监理巡视, 旁站监理记录):
// pages import from here only.
export { CONSTRUCTION_PLAN_MODEL_ID, SUPERVISION_LOG_MODEL_ID, SUPERVISION_TOUR_MODEL_ID, SIDE_STATION_MODEL_ID } from './lib'
export { constructionPlanExtensions, constructionPlanDetailExtensions, supervisionLogExtensions, supervisionTourExtensions, sideStationExtensions } from './extensions'
export { PlanChooseScreen } from './components/plan-choose-screen'
export { SupervisionLogFormScreen } from './components/supervision-log-form-screen'

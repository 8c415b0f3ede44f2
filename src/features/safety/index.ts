// 安全管理: the hidden-danger loop's parts for the thin pages under src/pages/apply.
export { ReportHazard } from './components/report-hazard'
export { MyHazards } from './components/my-hazards'
export { RectifyHazard } from './components/rectify-hazard'
export { HazardFigures } from './components/hazard-figures'
export { hazardExtensions } from './extensions'
export { HAZARD_MODEL_ID, defaultDeadline, reportTitle, isMajor } from './lib/hazard'
export { hazardDetailUrl } from './lib/pages'
export { getHazardSummary } from './api/summary'

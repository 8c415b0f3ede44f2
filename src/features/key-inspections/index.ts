// 重点巡查 and 手动定位 (issue 17): today's plan of key points, the visit at the place, the points kept by safety
// officers, supervisors and managers, and the foreman's positioning. Used by the apply subpackage only.
export { PlanScreen } from './components/plan-screen'
export { VisitScreen, NO_FIX } from './components/visit-screen'
export { PointFormScreen } from './components/point-form-screen'
export { PositionScreen } from './components/position-screen'

// Public surface of the processes feature (工序管理, 工序报验, 实体材料): pages import from here only.
export { ProcessItemsScreen } from './components/process-items'
export { ProcessListScreen } from './components/process-list'
export { InspectionList } from './components/inspection-list'
export { InspectionForm } from './components/inspection-form'
export { InspectionDetailScreen } from './components/inspection-detail'
export { MaterialList } from './components/material-list'
export { MaterialForm, type PickItem } from './components/material-form'
export { ProblemRectificationScreen, type ProblemTab } from './components/problem-rectification'

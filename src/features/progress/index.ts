// Public surface of the progress feature (进度管理): pages import from here only.
export { ContractDetailsScreen } from './components/contract-details'
export type { ContractDetailsScreenProps } from './components/contract-details'
export { getProjectFigures } from './api/project-figures'
export type { ProjectFigures, SectionFigures } from './api/project-figures'


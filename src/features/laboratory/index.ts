// Public surface of the laboratory feature (试验室管理): pages import from here only.
export { IncomingMaterials } from './components/incoming-materials'
export { MaterialForm } from './components/material-form'
export type { MaterialFormProps } from './components/material-form'
export { MaterialDetail } from './components/material-detail'
export { MaterialSummary } from './components/material-summary'
export type { MaterialSummaryProps } from './components/material-summary'

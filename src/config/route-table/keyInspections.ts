// Routes of 重点巡查 and 手动定位 (issue 17); composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const keyInspectionRoutes = {
  keyInspections: {
    /** today's plan of key points */
    index: '/pages/apply/keyInspections/index',
    /** a visit to one point (its last visit above the form) */
    visit: (pointId?: string) => withQuery('/pages/apply/keyInspections/visitationIncreased', { pointId }),
    /** add a key point, or edit one */
    pointForm: (id?: string) => withQuery('/pages/apply/keyInspections/pointForm', { id }),
    /** the foreman's manual positioning of his section's key points */
    manualPositioning: '/pages/apply/manualPositioning/index'
  }
} as const

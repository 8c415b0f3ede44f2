// Routes of 钢筋点数 (issue 18); composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const rebarRoutes = {
  rebarCount: {
    /** the saved counts of my sections */
    index: '/pages/apply/rebarCount/index',
    /** photograph a bundle, correct the rings, save */
    count: '/pages/apply/rebarCount/count',
    detail: (id: string) => withQuery('/pages/apply/rebarCount/detail', { id })
  }
} as const

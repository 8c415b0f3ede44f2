// Routes of the home dashboard cards and the page each opens; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const homeRoutes = {
  // the home dashboard (issue 17): the cards and the page each opens
  homepage: '/pages/apply/homepage/index',
  projectOverview: '/pages/apply/homepage/projectOverview/index',
  projectInvestment: '/pages/apply/homepage/projectInvestment/index',
  projectOverallProgress: '/pages/apply/homepage/projectOverallProgress/index',
  wisdomConstructionSite: '/pages/apply/homepage/wisdomConstructionSite/index',
  /** 智慧工地: the devices of the project; ?id= one device (also where an alarm's message leads) */
  smartSite: (id?: string) => withQuery('/pages/apply/smartSite/index', { id }),
  safetyHazardsManage: '/pages/apply/homepage/safetyHazardsManage/index'
} as const

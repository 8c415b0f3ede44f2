// Routes of the home dashboard cards and the page each opens; composed into `routes` by src/config/routes.ts.

export const homeRoutes = {
  // the home dashboard (issue 17): the cards and the page each opens
  homepage: '/pages/apply/homepage/index',
  projectOverview: '/pages/apply/homepage/projectOverview/index',
  projectInvestment: '/pages/apply/homepage/projectInvestment/index',
  projectOverallProgress: '/pages/apply/homepage/projectOverallProgress/index',
  safetyHazardsManage: '/pages/apply/homepage/safetyHazardsManage/index'
} as const

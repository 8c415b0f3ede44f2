// 项目首页 (home dashboard): the cards and the pages they open, for the thin pages under src/pages/apply/homepage.
// Charts come with it, so only the apply subpackage imports this.
export { HomeDashboard } from './components/home'
export { ProjectOverviewScreen } from './components/project-overview'
export { ProjectInvestmentScreen } from './components/project-investment'
export { OverallProgressScreen } from './components/overall-progress'
export { SafetyHazardsScreen } from './components/safety-hazards'
export { WisdomConstructionSiteScreen } from './components/wisdom-construction-site'
export { forgetCards } from './api/cards'

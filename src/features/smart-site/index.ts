// 智慧工地 (issue 17): monitoring devices by section with their readings and alarms, for the page at
// /pages/apply/smartSite/index. Charts come with it, so only the apply subpackage imports this.
export { SmartSiteScreen } from './components/smart-site-screen'
export type { SmartSiteScreenProps } from './components/smart-site-screen'

// Public surface of the smart site: its routes, and the figures of the dashboard's 智慧工地 card.
export { smartSiteRoutes } from './routes'
export { smartSiteSummary } from './service'

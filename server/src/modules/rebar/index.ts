// Rebar counting (钢筋点数): its routes and who may read a count's photo. The detector (./detector, ./decode) is
// loaded on the first photo, not with the server; the bench imports it directly.
export { rebarRoutes } from './routes'
export { mayReadRebarCount, NO_BARS } from './service'

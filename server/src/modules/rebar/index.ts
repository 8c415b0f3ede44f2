// Rebar counting (钢筋点数): its routes and who may read a count's photo. The detector (./detector, ./decode) runs in
// a worker thread (./detect-thread) started on the first photo, not with the server; the bench imports it directly.
export { rebarRoutes } from './routes'
export { closeRebarDetector, mayReadRebarCount, NO_BARS } from './service'

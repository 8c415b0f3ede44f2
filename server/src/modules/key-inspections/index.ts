// Public surface of the key inspection module (重点巡查, issue 17): its routes, who may read a visit's photos, and
// today's plan of a set of sections for the map's markers.
export { keyInspectionRoutes } from './routes'
export { mayReadVisit } from './visit-service'
export { keyPointPlaces } from './map-places'

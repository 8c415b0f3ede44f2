// The Map tab (项目地图): the route, its sections and the markers. Used by the tab page in the main package, so it
// carries no charts library and no other feature.
export { MapScreen } from './components/map-screen'
export type { MapScreenProps } from './components/map-screen'
export { markerUrl } from './lib/marker-url'
export { fitProjection } from './lib/geometry'
export { projectCentre, routeCentre } from './lib/project-centre'

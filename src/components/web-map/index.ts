// The web map (H5 only). Import it from .h5 files only, so the mini-program build never carries Leaflet; Leaflet
// itself is loaded lazily by WebMap.
export { WebMap } from './web-map.h5'
export { EMPTY_SCENE, type WebMapProps, type WebMapScene } from './types'

// The browser's map pages of spec §2: /choose-location (pick a place; src/lib/location.h5.ts choosePlace waits for
// it) and /open-location (show one). H5 only: the mini-program uses WeChat's own, and these pages carry Leaflet.
export { ChooseLocationScreen } from './components/choose-location-screen'
export { OpenLocationScreen } from './components/open-location-screen'
export { positionFrom, coordinatesText } from './lib/grid'

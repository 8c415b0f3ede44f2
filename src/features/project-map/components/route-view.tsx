// The map differs per platform: WeChat's native <Map> with the sections as polylines in the mini-program
// (route-view.weapp.tsx); in the browser a schematic of the route drawn from the same coordinates
// (route-view.h5.tsx), since Taro's H5 <Map> needs a Baidu map key and BD-09 coordinates. tsc and jest see this file.
export { RouteView } from './route-view.h5'

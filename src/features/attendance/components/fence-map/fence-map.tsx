// The fence map differs per platform: WeChat's native <Map> with circles, polygons and markers in the mini-program
// (fence-map.weapp.tsx, where a tap adds a vertex); in the browser a schematic drawn to scale from the same
// coordinates (fence-map.h5.tsx), since Taro's H5 <Map> needs a Baidu key. tsc and jest see this file.
export { FenceMap } from './fence-map.h5'

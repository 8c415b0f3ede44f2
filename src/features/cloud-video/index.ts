// The Cloud video tab (云视频): the sections' cameras, their live pictures, snapshots and recordings. Used by the
// tab page in the main package; hls.js comes in only on H5 and only when a stream is opened (hls-player.h5.tsx).
export { CloudVideoScreen } from './components/cloud-video-screen'
export type { CloudVideoScreenProps } from './components/cloud-video-screen'

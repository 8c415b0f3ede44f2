// Site-photo stamps are burned into the pixels: weapp on an offscreen 2D canvas, a browser on an HTML canvas. The
// build picks stamp.weapp.ts or stamp.h5.ts; tsc and jest see this file (H5).
export { stampPhoto } from './stamp.h5'

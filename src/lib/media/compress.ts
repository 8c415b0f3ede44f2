// Photos are compressed before upload: weapp through Taro.compressImage, a browser through a canvas. The build
// picks compress.weapp.ts or compress.h5.ts; tsc and jest see this file (H5).
export { compressImage } from './compress.h5'

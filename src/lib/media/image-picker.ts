// Choosing photos differs per platform: the mini-program has chooseMedia, a browser a file input behind
// Taro.chooseImage. The build picks image-picker.weapp.ts or image-picker.h5.ts; tsc and jest see this file (H5).
export { chooseImages } from './image-picker.h5'

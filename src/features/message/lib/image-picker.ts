// Picking and compressing differ: the mini-program has compressImage, a browser compresses through a canvas. The
// build picks image-picker.weapp.ts or image-picker.h5.ts for './image-picker'; tsc and jest see this file (H5).
export { pickImage } from './image-picker.h5'

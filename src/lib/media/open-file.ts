// Opening an uploaded document differs per platform: the mini-program downloads it and opens it in WeChat's
// viewer, a browser opens it in a new tab. The build picks open-file.weapp.ts or open-file.h5.ts; tsc and jest
// see this file (H5).
export { openFile } from './open-file.h5'
export type { OpenFileOptions } from './open-file-types'

// Installing a newer app differs per platform: WeChat downloads a new mini-program package itself and applies it on a
// restart (Taro.getUpdateManager); a browser loads the newest H5 build on reload. The build picks app-update.weapp.ts
// or app-update.h5.ts; this file is what the type checker and jest (which run as H5) see.
export type { AppUpdater } from './app-update-types'
export { appUpdater } from './app-update.h5'

// The build picks wechat-share.weapp.ts or wechat-share.h5.ts; tsc and jest (H5) see this file.
export { useWechatShare } from './wechat-share.h5'

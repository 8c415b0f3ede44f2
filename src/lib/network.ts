// Whether the device has a network, and when that changes. The build picks network.weapp.ts (WeChat's network
// status events) or network.h5.ts (the browser's online/offline events); this file is what tsc and jest see.
export { isOnline, onNetworkChange } from './network.h5'

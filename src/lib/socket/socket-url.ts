// The build picks socket-url.weapp.ts or socket-url.h5.ts for an import of './socket-url'; this file is what the
// type checker and jest (which run as H5) see.
export { resolveSocketUrl } from './socket-url.h5'

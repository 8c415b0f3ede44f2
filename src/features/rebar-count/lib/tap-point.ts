// Where a tap fell on the photo, as fractions of its displayed size. The build picks tap-point.weapp.ts or
// tap-point.h5.ts; tsc and jest see this file (H5).
export { tapFraction } from './tap-point.h5'
export type { TapEvent } from './tap-point.h5'

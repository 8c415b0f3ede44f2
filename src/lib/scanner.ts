// Scanning a code differs per platform: the mini-program has the camera scanner, a browser has none we can rely
// on. The build picks scanner.weapp.ts or scanner.h5.ts for an import of '@/lib/scanner'; this file is what the
// type checker and jest (which run as H5) see.
export type { Scanner, ScanType } from './scanner-types'
export { scanner } from './scanner.h5'

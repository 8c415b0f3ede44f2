/** weapp downloads the workFlow subpackage whole, the approve dialog with it: nothing to fetch ahead (see .h5.ts) */
export function preloadOperatePage(): void {}

/** weapp loads its pages itself; only the H5 build (track-page-loading.h5.ts) reports lazy chunk loading */
export function trackPageLoading(): void {}

/** weapp downloads a subpackage whole: nothing to fetch ahead (see track-page-loading.h5.ts) */
export function preloadPage(_pagePath: string): void {}

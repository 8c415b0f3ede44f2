// With navigationStyle custom every page draws its own bar. In a browser the bar is a plain 44 px strip; the
// mini-program lines it up with the status bar and the capsule (nav-metrics.weapp.ts).

export interface NavMetrics {
  /** status bar height in px (0 on H5) */
  statusBarHeight: number
  /** height of the bar below the status bar, in px */
  barHeight: number
  /** room to keep free on the right for the weapp capsule menu, in px */
  capsuleSpace: number
}

const H5_BAR_HEIGHT = 44

const h5Metrics: NavMetrics = { statusBarHeight: 0, barHeight: H5_BAR_HEIGHT, capsuleSpace: 0 }

export function getNavMetrics(): NavMetrics {
  return h5Metrics
}

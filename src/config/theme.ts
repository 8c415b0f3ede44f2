// Theme tokens of spec §9. SCSS keeps its own copies in app.scss; these are for values set from code
// (tab bar, navigation bar, inline styles, canvas drawing).

export const theme = {
  primary: '#2979ff',
  success: '#19be6b',
  warning: '#ff9900',
  error: '#fa3534',
  info: '#909399',
  textMain: '#303133',
  textContent: '#606266',
  textTips: '#909399',
  border: '#e4e7ed',
  tabText: '#303133',
  tabSelected: '#2979FF',
  tabBackground: '#ffffff',
  pageBackground: '#f0f2f6',
  navBackground: '#ffffff',
  navText: '#000000',
  /** bottom action bars, in rpx */
  bottomBarHeight: 88
} as const

export type Theme = typeof theme

export default definePageConfig({
  navigationBarTitleText: 'WBS分解',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

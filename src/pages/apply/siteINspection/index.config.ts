export default definePageConfig({
  navigationBarTitleText: '现场巡检',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

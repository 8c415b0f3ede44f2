export default definePageConfig({
  navigationBarTitleText: '监理巡视',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

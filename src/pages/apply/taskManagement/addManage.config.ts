export default definePageConfig({
  navigationBarTitleText: '检查表维护',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

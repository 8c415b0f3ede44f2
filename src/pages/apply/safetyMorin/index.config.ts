export default definePageConfig({
  navigationBarTitleText: '安全早班会',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

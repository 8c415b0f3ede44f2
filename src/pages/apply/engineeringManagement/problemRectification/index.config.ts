export default definePageConfig({
  navigationBarTitleText: '问题整改',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '旁站记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '取样记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

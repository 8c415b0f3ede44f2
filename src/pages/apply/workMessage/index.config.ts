export default definePageConfig({
  navigationBarTitleText: '工作通知',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

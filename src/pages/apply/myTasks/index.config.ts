export default definePageConfig({
  navigationBarTitleText: '我的任务',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

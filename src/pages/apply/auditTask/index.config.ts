export default definePageConfig({
  navigationBarTitleText: '任务审核',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

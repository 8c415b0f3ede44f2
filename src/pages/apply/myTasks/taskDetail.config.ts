export default definePageConfig({
  navigationBarTitleText: '任务详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '检查任务详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '现场检查任务',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

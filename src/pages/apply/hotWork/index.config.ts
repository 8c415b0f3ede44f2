export default definePageConfig({
  navigationBarTitleText: '动火作业许可',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

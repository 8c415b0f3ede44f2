export default definePageConfig({
  navigationBarTitleText: '工作日志',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '任务管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

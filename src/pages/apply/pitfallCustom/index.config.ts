export default definePageConfig({
  navigationBarTitleText: '问题库',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '考试记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

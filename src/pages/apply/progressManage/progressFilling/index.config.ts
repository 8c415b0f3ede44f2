export default definePageConfig({
  navigationBarTitleText: '进度填报',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

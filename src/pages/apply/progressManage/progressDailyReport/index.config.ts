export default definePageConfig({
  navigationBarTitleText: '进度日报',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

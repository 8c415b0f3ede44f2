export default definePageConfig({
  navigationBarTitleText: '现场检查',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

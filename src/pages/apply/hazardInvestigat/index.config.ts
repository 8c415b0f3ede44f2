export default definePageConfig({
  navigationBarTitleText: '专项排查',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '已办事宜',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

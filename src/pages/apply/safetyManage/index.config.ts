export default definePageConfig({
  navigationBarTitleText: '隐患排查',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '监理例会',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '监理指令',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

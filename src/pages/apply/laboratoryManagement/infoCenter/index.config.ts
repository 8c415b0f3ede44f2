export default definePageConfig({
  navigationBarTitleText: '试验信息中心',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

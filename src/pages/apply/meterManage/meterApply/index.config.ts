export default definePageConfig({
  navigationBarTitleText: '计量申请',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

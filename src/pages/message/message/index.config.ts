export default definePageConfig({
  navigationBarTitleText: '站内消息',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '列表',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

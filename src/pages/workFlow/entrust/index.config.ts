export default definePageConfig({
  navigationBarTitleText: '流程委托',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '发起流程',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

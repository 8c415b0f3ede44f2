export default definePageConfig({
  navigationBarTitleText: '上报记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

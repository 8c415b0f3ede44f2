export default definePageConfig({
  navigationBarTitleText: '钢筋点数',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

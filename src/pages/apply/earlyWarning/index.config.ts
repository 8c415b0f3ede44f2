export default definePageConfig({
  navigationBarTitleText: '预警管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '工单管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

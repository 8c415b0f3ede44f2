export default definePageConfig({
  navigationBarTitleText: '管理人员信息',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

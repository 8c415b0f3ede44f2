export default definePageConfig({
  navigationBarTitleText: '劳务人员信息',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

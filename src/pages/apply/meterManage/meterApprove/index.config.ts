export default definePageConfig({
  navigationBarTitleText: '计量审批',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

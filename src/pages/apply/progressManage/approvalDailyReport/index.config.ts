export default definePageConfig({
  navigationBarTitleText: '日报审批',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '培训签到',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

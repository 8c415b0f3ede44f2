export default definePageConfig({
  navigationBarTitleText: '我的打卡',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '打卡记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

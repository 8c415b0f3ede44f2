export default definePageConfig({
  navigationBarTitleText: '外勤打卡记录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '特种设备',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '施工检测台账',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '施工图纸',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '施工方案',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

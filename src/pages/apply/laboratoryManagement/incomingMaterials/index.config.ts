export default definePageConfig({
  navigationBarTitleText: '材料进场',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

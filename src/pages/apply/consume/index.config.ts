export default definePageConfig({
  navigationBarTitleText: '材料消耗',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

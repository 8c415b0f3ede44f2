export default definePageConfig({
  navigationBarTitleText: '隐患台账',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

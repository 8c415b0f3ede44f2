export default definePageConfig({
  navigationBarTitleText: '应急管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '自检数据',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

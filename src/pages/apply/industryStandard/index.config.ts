export default definePageConfig({
  navigationBarTitleText: '行业标准规范',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

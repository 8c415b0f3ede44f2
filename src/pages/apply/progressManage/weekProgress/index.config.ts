export default definePageConfig({
  navigationBarTitleText: '周进度',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

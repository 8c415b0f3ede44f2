export default definePageConfig({
  navigationBarTitleText: '工程实体检测',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '工序报验',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

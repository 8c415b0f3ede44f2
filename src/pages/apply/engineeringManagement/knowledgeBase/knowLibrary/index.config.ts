export default definePageConfig({
  navigationBarTitleText: '知识库',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

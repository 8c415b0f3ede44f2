export default definePageConfig({
  navigationBarTitleText: '抄送事宜',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '待办事宜',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

export default definePageConfig({
  navigationBarTitleText: '隐患整改',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

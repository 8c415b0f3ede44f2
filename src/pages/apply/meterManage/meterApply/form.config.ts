export default definePageConfig({
  navigationBarTitleText: '计量申请',
  navigationStyle: 'custom',
  onReachBottomDistance: 120
})

export default definePageConfig({
  navigationBarTitleText: '选择审批人',
  navigationStyle: 'custom',
  onReachBottomDistance: 80
})

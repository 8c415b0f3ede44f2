export default definePageConfig({
  navigationBarTitleText: '审批',
  navigationStyle: 'custom'
})

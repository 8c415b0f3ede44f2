export default definePageConfig({
  navigationBarTitleText: '隐患整改审批',
  navigationStyle: 'custom'
})

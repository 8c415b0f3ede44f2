export default definePageConfig({
  navigationBarTitleText: '表单',
  navigationStyle: 'custom'
})

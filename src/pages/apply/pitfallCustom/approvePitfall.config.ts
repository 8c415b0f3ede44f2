export default definePageConfig({
  navigationBarTitleText: '问题审核',
  navigationStyle: 'custom'
})

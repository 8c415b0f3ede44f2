export default definePageConfig({
  navigationBarTitleText: '问题详情',
  navigationStyle: 'custom'
})

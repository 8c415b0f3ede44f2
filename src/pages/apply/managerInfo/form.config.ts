export default definePageConfig({
  navigationBarTitleText: '管理人员登记',
  navigationStyle: 'custom'
})

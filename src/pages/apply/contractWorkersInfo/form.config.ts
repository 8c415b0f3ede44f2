export default definePageConfig({
  navigationBarTitleText: '劳务人员登记',
  navigationStyle: 'custom'
})

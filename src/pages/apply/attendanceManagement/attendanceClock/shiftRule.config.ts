export default definePageConfig({
  navigationBarTitleText: '考勤规则',
  navigationStyle: 'custom'
})

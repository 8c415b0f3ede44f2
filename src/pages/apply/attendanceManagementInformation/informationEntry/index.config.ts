export default definePageConfig({
  navigationBarTitleText: '考勤信息录入',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

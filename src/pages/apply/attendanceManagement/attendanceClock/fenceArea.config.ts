export default definePageConfig({
  navigationBarTitleText: '考勤围栏',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

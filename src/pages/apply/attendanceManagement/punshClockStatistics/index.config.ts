export default definePageConfig({
  navigationBarTitleText: '考勤统计',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

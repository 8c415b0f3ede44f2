export default definePageConfig({
  navigationBarTitleText: '外勤考勤统计',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '考勤打卡',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

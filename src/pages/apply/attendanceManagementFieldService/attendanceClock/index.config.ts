export default definePageConfig({
  navigationBarTitleText: '外勤打卡',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

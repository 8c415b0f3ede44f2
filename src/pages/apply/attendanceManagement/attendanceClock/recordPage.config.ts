export default definePageConfig({
  navigationBarTitleText: '打卡日历',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

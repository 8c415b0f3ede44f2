export default definePageConfig({
  navigationBarTitleText: '日程安排',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

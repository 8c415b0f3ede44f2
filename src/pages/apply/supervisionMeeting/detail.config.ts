export default definePageConfig({
  navigationBarTitleText: '会议详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

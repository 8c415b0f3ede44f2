export default definePageConfig({
  navigationBarTitleText: '消息',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

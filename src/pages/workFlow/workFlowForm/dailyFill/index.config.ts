export default definePageConfig({
  navigationBarTitleText: '进度填报日报',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

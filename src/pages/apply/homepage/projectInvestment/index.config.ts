export default definePageConfig({
  navigationBarTitleText: '项目投资',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

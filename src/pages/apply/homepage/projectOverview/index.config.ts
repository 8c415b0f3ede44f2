export default definePageConfig({
  navigationBarTitleText: '项目概况',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

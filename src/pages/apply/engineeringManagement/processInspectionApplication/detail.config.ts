export default definePageConfig({
  navigationBarTitleText: '报验详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

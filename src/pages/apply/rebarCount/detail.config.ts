export default definePageConfig({
  navigationBarTitleText: '点数详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

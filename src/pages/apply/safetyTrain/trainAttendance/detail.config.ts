export default definePageConfig({
  navigationBarTitleText: '培训详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

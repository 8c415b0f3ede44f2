export default definePageConfig({
  navigationBarTitleText: '选择数据',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

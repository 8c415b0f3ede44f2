export default definePageConfig({
  navigationBarTitleText: '选择施工方案',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

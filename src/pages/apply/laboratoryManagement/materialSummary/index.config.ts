export default definePageConfig({
  navigationBarTitleText: '材料汇总',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

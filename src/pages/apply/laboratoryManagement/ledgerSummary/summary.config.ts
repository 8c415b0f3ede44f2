export default definePageConfig({
  navigationBarTitleText: '台账汇总',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

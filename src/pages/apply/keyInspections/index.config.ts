export default definePageConfig({
  navigationBarTitleText: '重点巡查',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

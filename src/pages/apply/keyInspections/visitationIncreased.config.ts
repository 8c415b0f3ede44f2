export default definePageConfig({
  navigationBarTitleText: '新增巡查',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

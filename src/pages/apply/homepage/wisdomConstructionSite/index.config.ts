export default definePageConfig({
  navigationBarTitleText: '智慧工地',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

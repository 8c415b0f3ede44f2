export default definePageConfig({
  navigationBarTitleText: '专项排查',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

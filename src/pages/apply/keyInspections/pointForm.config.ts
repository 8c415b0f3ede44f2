export default definePageConfig({
  navigationBarTitleText: '重点部位',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

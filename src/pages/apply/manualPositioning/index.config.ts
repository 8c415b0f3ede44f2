export default definePageConfig({
  navigationBarTitleText: '手动定位',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '工序管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

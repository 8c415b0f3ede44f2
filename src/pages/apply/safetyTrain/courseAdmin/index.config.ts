export default definePageConfig({
  navigationBarTitleText: '课程管理',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

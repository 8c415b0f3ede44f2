export default definePageConfig({
  navigationBarTitleText: '项目首页',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

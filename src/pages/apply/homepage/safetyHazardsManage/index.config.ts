export default definePageConfig({
  navigationBarTitleText: '安全隐患',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

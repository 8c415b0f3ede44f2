export default definePageConfig({
  navigationBarTitleText: '通讯录',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

// spec §2: this page disables pull-down refresh
export default definePageConfig({
  navigationBarTitleText: '我的下属',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

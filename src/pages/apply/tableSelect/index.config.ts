// spec §2: this page disables pull-down refresh
export default definePageConfig({
  navigationBarTitleText: '选择数据',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

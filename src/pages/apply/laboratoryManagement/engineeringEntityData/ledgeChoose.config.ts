export default definePageConfig({
  navigationBarTitleText: '选择分项工程',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '工序列表',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

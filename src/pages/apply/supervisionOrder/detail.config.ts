export default definePageConfig({
  navigationBarTitleText: '监理指令详情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '工程知识库',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '安全知识库',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

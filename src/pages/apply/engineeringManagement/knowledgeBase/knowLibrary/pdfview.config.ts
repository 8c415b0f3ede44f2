export default definePageConfig({
  navigationBarTitleText: '知识库文档',
  navigationStyle: 'custom'
})

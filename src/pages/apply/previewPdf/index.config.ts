export default definePageConfig({
  navigationBarTitleText: '文档预览',
  navigationStyle: 'custom'
})

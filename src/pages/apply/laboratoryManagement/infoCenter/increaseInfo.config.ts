export default definePageConfig({
  navigationBarTitleText: '发布试验信息',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '新增自定义问题',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '标准规范',
  navigationStyle: 'custom'
})

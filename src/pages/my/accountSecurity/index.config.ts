export default definePageConfig({
  navigationBarTitleText: '账号安全',
  navigationStyle: 'custom'
})

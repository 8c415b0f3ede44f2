export default definePageConfig({
  navigationBarTitleText: '短信验证码登录',
  navigationStyle: 'custom'
})

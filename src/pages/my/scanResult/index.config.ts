export default definePageConfig({
  navigationBarTitleText: '扫码登录',
  navigationStyle: 'custom'
})

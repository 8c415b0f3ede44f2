export default definePageConfig({
  navigationBarTitleText: '数字签名',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '发通知',
  navigationStyle: 'custom'
})

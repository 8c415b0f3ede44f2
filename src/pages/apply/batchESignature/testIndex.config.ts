export default definePageConfig({
  navigationBarTitleText: '签章验证',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '聊天',
  navigationStyle: 'custom',
  disableScroll: true
})

export default definePageConfig({
  navigationBarTitleText: '此功能尚未开放',
  navigationStyle: 'custom'
})

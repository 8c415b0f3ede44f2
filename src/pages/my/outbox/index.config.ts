export default definePageConfig({
  navigationBarTitleText: '待发送',
  navigationStyle: 'custom'
})

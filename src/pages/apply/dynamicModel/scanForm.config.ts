export default definePageConfig({
  navigationBarTitleText: '扫码查看',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '构件二维码识别',
  navigationStyle: 'custom'
})

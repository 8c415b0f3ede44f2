export default definePageConfig({
  navigationBarTitleText: '人脸录入',
  navigationStyle: 'custom'
})

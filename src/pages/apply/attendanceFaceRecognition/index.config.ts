export default definePageConfig({
  navigationBarTitleText: '人脸识别打卡',
  navigationStyle: 'custom'
})

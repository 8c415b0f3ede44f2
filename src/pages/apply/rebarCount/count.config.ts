export default definePageConfig({
  navigationBarTitleText: '拍照点数',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '新增施工检测',
  navigationStyle: 'custom'
})

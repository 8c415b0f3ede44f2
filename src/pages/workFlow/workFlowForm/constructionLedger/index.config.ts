export default definePageConfig({
  navigationBarTitleText: '施工检测报审',
  navigationStyle: 'custom'
})

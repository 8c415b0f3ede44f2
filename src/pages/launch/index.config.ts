export default definePageConfig({
  navigationBarTitleText: '公路建设云平台',
  navigationStyle: 'custom'
})

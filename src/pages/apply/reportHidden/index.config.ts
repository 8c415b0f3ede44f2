export default definePageConfig({
  navigationBarTitleText: '隐患上报',
  navigationStyle: 'custom'
})

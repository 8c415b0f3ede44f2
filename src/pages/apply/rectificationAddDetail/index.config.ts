export default definePageConfig({
  navigationBarTitleText: '整改回复',
  navigationStyle: 'custom'
})

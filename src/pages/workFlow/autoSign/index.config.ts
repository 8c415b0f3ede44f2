export default definePageConfig({
  navigationBarTitleText: '自动签章',
  navigationStyle: 'custom'
})

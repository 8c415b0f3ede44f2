export default definePageConfig({
  navigationBarTitleText: '批量电子签章',
  navigationStyle: 'custom'
})

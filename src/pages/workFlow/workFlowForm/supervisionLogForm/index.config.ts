export default definePageConfig({
  navigationBarTitleText: '监理日志',
  navigationStyle: 'custom'
})

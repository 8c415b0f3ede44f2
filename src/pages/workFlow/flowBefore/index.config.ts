export default definePageConfig({
  navigationBarTitleText: '流程详情',
  navigationStyle: 'custom'
})

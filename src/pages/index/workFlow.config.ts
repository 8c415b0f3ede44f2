export default definePageConfig({
  navigationBarTitleText: '流程中心',
  navigationStyle: 'custom'
})

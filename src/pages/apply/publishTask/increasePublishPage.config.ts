export default definePageConfig({
  navigationBarTitleText: '发布任务',
  navigationStyle: 'custom'
})

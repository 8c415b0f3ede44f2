export default definePageConfig({
  navigationBarTitleText: '下发检查任务',
  navigationStyle: 'custom'
})

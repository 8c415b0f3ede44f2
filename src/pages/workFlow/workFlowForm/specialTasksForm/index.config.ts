export default definePageConfig({
  navigationBarTitleText: '专项任务',
  navigationStyle: 'custom'
})

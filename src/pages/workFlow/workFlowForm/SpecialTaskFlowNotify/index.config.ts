export default definePageConfig({
  navigationBarTitleText: '专项任务通知',
  navigationStyle: 'custom'
})

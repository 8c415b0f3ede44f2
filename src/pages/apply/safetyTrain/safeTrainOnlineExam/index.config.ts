export default definePageConfig({
  navigationBarTitleText: '安全培训考试',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '总体进度',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

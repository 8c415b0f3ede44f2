export default definePageConfig({
  navigationBarTitleText: '云视频',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

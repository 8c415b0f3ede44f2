export default definePageConfig({
  navigationBarTitleText: '流程评论',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark'
})

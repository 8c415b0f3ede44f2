export default definePageConfig({
  navigationBarTitleText: '全部应用',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark'
})

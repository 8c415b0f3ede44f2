export default definePageConfig({
  navigationBarTitleText: '工作台',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true
})

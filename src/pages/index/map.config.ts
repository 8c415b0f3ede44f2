export default definePageConfig({
  navigationBarTitleText: '地图',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

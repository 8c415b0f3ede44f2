export default definePageConfig({
  navigationBarTitleText: '打卡地图',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

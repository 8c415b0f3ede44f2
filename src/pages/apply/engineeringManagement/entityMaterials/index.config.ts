export default definePageConfig({
  navigationBarTitleText: '实体材料',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80
})

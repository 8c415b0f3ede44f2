export default definePageConfig({
  navigationBarTitleText: '登记实体材料',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

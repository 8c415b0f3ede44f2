export default definePageConfig({
  navigationBarTitleText: '施工日报审批',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

export default definePageConfig({
  navigationBarTitleText: '批量审批',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

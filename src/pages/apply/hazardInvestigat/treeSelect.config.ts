// a picker page: no pull-down refresh (it would drop the ticks)
export default definePageConfig({
  navigationBarTitleText: '选择检查内容',
  navigationStyle: 'custom',
  enablePullDownRefresh: false
})

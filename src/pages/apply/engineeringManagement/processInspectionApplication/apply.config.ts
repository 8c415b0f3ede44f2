export default definePageConfig({
  navigationBarTitleText: '工序报验申请',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

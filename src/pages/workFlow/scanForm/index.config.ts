export default definePageConfig({
  navigationBarTitleText: '扫码查看流程',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '新建会议',
  navigationStyle: 'custom'
})

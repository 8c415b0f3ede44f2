export default definePageConfig({
  navigationBarTitleText: '记录会议纪要',
  navigationStyle: 'custom'
})

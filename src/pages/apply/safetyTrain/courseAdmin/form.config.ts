export default definePageConfig({
  navigationBarTitleText: '课程编辑',
  navigationStyle: 'custom'
})

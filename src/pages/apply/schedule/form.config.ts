export default definePageConfig({
  navigationBarTitleText: '日程',
  navigationStyle: 'custom'
})

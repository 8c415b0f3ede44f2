export default definePageConfig({
  navigationBarTitleText: '填写日报',
  navigationStyle: 'custom'
})

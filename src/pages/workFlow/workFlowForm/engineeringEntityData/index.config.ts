export default definePageConfig({
  navigationBarTitleText: '工程实体检测报审',
  navigationStyle: 'custom'
})

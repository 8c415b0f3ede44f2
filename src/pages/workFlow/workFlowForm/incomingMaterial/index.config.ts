export default definePageConfig({
  navigationBarTitleText: '进场材料检测报审',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '施工方案详情',
  navigationStyle: 'custom'
})

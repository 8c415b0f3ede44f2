export default definePageConfig({
  navigationBarTitleText: '编辑围栏',
  navigationStyle: 'custom'
})

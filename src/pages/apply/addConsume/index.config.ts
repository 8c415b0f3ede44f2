export default definePageConfig({
  navigationBarTitleText: '登记材料消耗',
  navigationStyle: 'custom'
})

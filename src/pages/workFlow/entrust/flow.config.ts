export default definePageConfig({
  navigationBarTitleText: '选择委托流程',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '我的组织',
  navigationStyle: 'custom'
})

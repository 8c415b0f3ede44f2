export default definePageConfig({
  navigationBarTitleText: '注销账号',
  navigationStyle: 'custom'
})

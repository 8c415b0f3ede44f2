export default definePageConfig({
  navigationBarTitleText: '新增实体检测',
  navigationStyle: 'custom'
})

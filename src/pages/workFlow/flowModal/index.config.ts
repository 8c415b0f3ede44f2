export default definePageConfig({
  navigationBarTitleText: '待签署文件',
  navigationStyle: 'custom'
})

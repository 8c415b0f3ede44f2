export default definePageConfig({
  navigationBarTitleText: '签发监理指令',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '合同段进度',
  navigationStyle: 'custom'
})

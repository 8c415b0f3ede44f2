export default definePageConfig({
  navigationBarTitleText: '新建培训班',
  navigationStyle: 'custom'
})

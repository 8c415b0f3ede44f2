export default definePageConfig({
  navigationBarTitleText: '外勤签到',
  navigationStyle: 'custom'
})

export default definePageConfig({
  navigationBarTitleText: '外勤拍照签到',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})

// weapp: a web-view keeps the native bar (custom navigation has no effect there); H5 draws its own NavBar
export default definePageConfig({
  navigationBarTitleText: '外部链接',
  navigationStyle: process.env.TARO_ENV === 'weapp' ? 'default' : 'custom'
})

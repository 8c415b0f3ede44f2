// babel-preset-taro builds the app for both targets (weapp and H5).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]]
}

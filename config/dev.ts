import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: { devServer: { host: '127.0.0.1', proxy: { '/H5Api': { target: 'http://127.0.0.1:3000', ws: true } } } }
} satisfies UserConfigExport<'webpack5'>

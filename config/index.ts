import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'

// taro-ui per-component SCSS uses @import and old global functions: keep the Dart Sass deprecation noise out.
const sassLoaderOption = {
  sassOptions: { silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin', 'slash-div', 'color-functions'] }
}

// Build-time configuration of the app (see README "Configuration"). Values are baked into the bundle.
const appEnv = {
  'process.env.TARO_APP_API_BASE': JSON.stringify(process.env.TARO_APP_API_BASE || '/H5Api'),
  'process.env.TARO_APP_SMS_BASE': JSON.stringify(process.env.TARO_APP_SMS_BASE || ''),
  'process.env.TARO_APP_SOCKET_URL': JSON.stringify(process.env.TARO_APP_SOCKET_URL || ''),
  'process.env.TARO_APP_PASSWORD_MODE': JSON.stringify(process.env.TARO_APP_PASSWORD_MODE || 'md5'),
  'process.env.TARO_APP_AES_KEY': JSON.stringify(process.env.TARO_APP_AES_KEY || 'EY8WePvjM5GGwQzn'),
  'process.env.TARO_APP_WECHAT_MP_APPID': JSON.stringify(process.env.TARO_APP_WECHAT_MP_APPID || '')
}

const typesDir = path.resolve(__dirname, '..', 'types')

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'highway-site-cloud',
    date: '2026-11-21',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    alias: { '@': path.resolve(__dirname, '..', 'src'), '@shared': typesDir },
    plugins: [],
    defineConstants: appEnv,
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: process.env.TARO_CACHE === '1' },
    mini: {
      sassLoaderOption,
      // the shared API contract in types/ sits outside src and must be compiled too
      compile: { include: [typesDir] },
      // code used by one subpackage only is moved into that subpackage
      optimizeMainPackage: { enable: true },
      postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }
    },
    h5: {
      sassLoaderOption,
      compile: { include: [typesDir] },
      publicPath: '/',
      staticDirectory: 'static',
      // without this taro-ui CSS skips px->rem and renders twice too large
      esnextModules: ['taro-ui'],
      // history mode at base '/': leave basename out, '/' gives a blank page (toolchain.md §5)
      // the spec's system pages at their own URLs (src/config/route-table/system.ts)
      router: { mode: 'browser', customRoutes: { '/pages/system/chooseLocation/index': '/choose-location', '/pages/system/openLocation/index': '/open-location' } },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // Leaflet's own stylesheet (the web map, a lazy chunk) is in real pixels: scaling it like the 750-wide design
        // would halve its controls and misplace its panes
        pxtransform: { enable: true, config: { selectorBlackList: ['.leaflet-'] } },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // share component code between lazily loaded page chunks instead of copying it into each
        chain.optimization.merge({ splitChunks: { chunks: 'all' } })
        // spec §8/§9: a page chunk that has not arrived after 120 s fails as a ChunkLoadError
        chain.output.chunkLoadTimeout(120000)
        // pdf.js (the documents' reader, its own lazily loaded chunk, and its worker, emitted as an .mjs asset) comes
        // minified; Taro's terser options quote keys, which turns its private class members (static #x) into invalid code
        if ((chain.optimization as unknown as { minimizers: Map<string, unknown> }).minimizers.has('terserPlugin')) {
          chain.optimization.minimizer('terserPlugin').tap((args: Record<string, unknown>[]) => [{ ...args[0], exclude: [/pdfjs/, /\.mjs$/] }])
        }
      }
    }
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})

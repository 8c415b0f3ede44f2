import Taro from '@tarojs/taro'
import type { AppUpdater } from './app-update-types'

let manager: Taro.UpdateManager | null = null
let downloaded = false

export const appUpdater: AppUpdater = {
  watch() {
    if (manager || typeof Taro.getUpdateManager !== 'function') return
    manager = Taro.getUpdateManager()
    manager.onUpdateReady(() => {
      downloaded = true
      void Taro.showModal({ title: '更新提示', content: '新版本已经准备好，是否重启应用？' }).then(({ confirm }) => {
        if (confirm) manager?.applyUpdate()
      })
    })
    manager.onUpdateFailed(() => {
      void Taro.showModal({ title: '更新提示', content: '新版本下载失败，请检查网络后删除小程序重新打开', showCancel: false })
    })
  },
  ready: () => downloaded,
  apply() {
    manager?.applyUpdate()
  },
  hint: '微信会在下载完成后提示重启；也可关闭小程序后重新打开'
}

import type { AppUpdater } from './app-update-types'

export const appUpdater: AppUpdater = {
  watch() {
    // the browser fetches the newest build on the next load: nothing to watch
  },
  ready: () => true,
  apply() {
    window.location.reload()
  },
  hint: '刷新页面即可使用新版本'
}

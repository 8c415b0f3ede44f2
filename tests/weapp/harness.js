/**
 * Runs the compiled mini-program (dist/weapp) inside miniprogram-simulate (j-component + exparser, templates
 * compiled by the real WeChat wcc binary). miniprogram-simulate only provides Component/Behavior and a wx mock, so
 * this harness adds App/getApp/getCurrentPages and maps Page() onto Component() (toolchain.md §6c).
 */
const path = require('path')
const simulate = require('miniprogram-simulate')

const DIST = path.resolve(__dirname, '../../dist/weapp')

// miniprogram-simulate registers each usingComponents entry (Taro's `comp`, `custom-wrapper`) again on every load()
// and expects its JS to call Component() again; jest caches the module, so remember the first options and replay.
const simUtils = require('miniprogram-simulate/src/utils')
const simulateComponent = global.Component
const definitions = {}
let loadingFile = null
global.Component = (options) => {
  if (loadingFile && !definitions[loadingFile]) definitions[loadingFile] = options
  return simulateComponent(options)
}
simUtils.runJs = (filePath) => {
  if (definitions[filePath]) return simulateComponent(definitions[filePath])
  loadingFile = filePath
  try {
    require(filePath)
  } finally {
    loadingFile = null
  }
}

let appInstance = null
const pageStack = []
let nextRoute = null

function installGlobals() {
  global.App = (config) => {
    appInstance = config
  }
  global.getApp = () => appInstance
  global.getCurrentPages = () => pageStack.slice()
  global.Page = (pageConfig) => {
    const { data = {}, ...rest } = pageConfig
    const methods = {}
    for (const [key, value] of Object.entries(rest)) if (typeof value === 'function') methods[key] = value
    global.Component({
      data,
      methods,
      lifetimes: {
        attached() {
          const route = nextRoute
          this.route = this.__route__ = route.path
          this.options = route.query
          pageStack.push(this)
          if (this.onLoad) this.onLoad(route.query || {})
          if (this.onShow) this.onShow()
        },
        ready() {
          if (this.onReady) this.onReady()
        },
        detached() {
          if (this.onUnload) this.onUnload()
          pageStack.splice(pageStack.indexOf(this), 1)
        }
      }
    })
  }
}

let booted = false
function bootApp(launchPath = 'pages/launch/index') {
  if (booted) return appInstance
  installGlobals()
  require(path.join(DIST, 'app.js'))
  if (!appInstance) throw new Error('dist/weapp/app.js did not call App(): build the weapp first (npm run build:weapp)')
  const options = { path: launchPath, query: {}, scene: 1001 }
  if (appInstance.onLaunch) appInstance.onLaunch.call(appInstance, options)
  if (appInstance.onShow) appInstance.onShow.call(appInstance, options)
  booted = true
  return appInstance
}

/** Loads and attaches a compiled page, e.g. renderPage('pages/login/index') */
function renderPage(pagePath, query = {}) {
  bootApp()
  nextRoute = { path: pagePath, query }
  const id = simulate.load(path.join(DIST, pagePath), { rootPath: DIST, compiler: 'official' })
  const page = simulate.render(id)
  const parent = document.createElement('parent-wrapper')
  document.body.appendChild(parent)
  page.attach(parent)
  return page
}

/** Lets Taro's batched setData and pending promises settle */
async function flush(times = 5) {
  for (let i = 0; i < times; i++) await simulate.sleep(0)
}

/** Waits until the page text contains `text` (network answers arrive asynchronously) */
async function waitForText(page, text, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (page.dom.textContent.includes(text)) return
    await simulate.sleep(20)
  }
  throw new Error(`"${text}" did not appear; page text: ${page.dom.textContent.slice(0, 500)}`)
}

module.exports = { DIST, simulate, bootApp, renderPage, flush, waitForText }

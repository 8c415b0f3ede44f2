/**
 * What miniprogram-simulate's wx mock lacks for a real story: storage that keeps values, wx.request that reaches
 * the real reference server over loopback (the weapp build calls the relative API base '/H5Api', which we prefix
 * with the server's origin, as a deployment sets an absolute https base), and modals that answer like a user.
 */
const http = require('http')

function installWxBridge(origin) {
  const store = new Map()
  wx.setStorageSync = (key, value) => store.set(key, value)
  wx.getStorageSync = (key) => (store.has(key) ? store.get(key) : '')
  wx.removeStorageSync = (key) => store.delete(key)
  wx.clearStorageSync = () => store.clear()
  wx.getStorageInfoSync = () => ({ keys: [...store.keys()], currentSize: 0, limitSize: 10240 })

  wx.request = (options) => {
    const url = new URL(options.url.startsWith('/') ? origin + options.url : options.url)
    const method = (options.method || 'GET').toUpperCase()
    const header = { ...(options.header || {}) }
    let body
    if (method === 'GET' && options.data && typeof options.data === 'object') {
      for (const [k, v] of Object.entries(options.data)) url.searchParams.set(k, String(v))
    } else if (options.data !== undefined) {
      body = typeof options.data === 'string' ? options.data : JSON.stringify(options.data)
    }
    const req = http.request(url, { method, headers: header }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        let data = text
        try {
          data = JSON.parse(text)
        } catch {
          /* keep text */
        }
        const result = { data, statusCode: res.statusCode, header: res.headers, errMsg: 'request:ok' }
        if (options.success) options.success(result)
        if (options.complete) options.complete(result)
      })
    })
    req.on('error', (err) => {
      const result = { errMsg: `request:fail ${err.message}` }
      if (options.fail) options.fail(result)
      if (options.complete) options.complete(result)
    })
    if (body !== undefined) req.write(body)
    req.end()
    return { abort: () => req.destroy(), onHeadersReceived() {}, offHeadersReceived() {} }
  }

  let modalAnswer = true
  wx.showModal = (options) => {
    const result = { confirm: modalAnswer, cancel: !modalAnswer, errMsg: 'showModal:ok' }
    setTimeout(() => {
      if (options.success) options.success(result)
      if (options.complete) options.complete(result)
    }, 0)
  }
  return {
    store,
    answerModals(confirm) {
      modalAnswer = confirm
    }
  }
}

module.exports = { installWxBridge }

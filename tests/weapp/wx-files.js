/**
 * WeChat's local files for a story that takes photos: wx.chooseMedia answers the temp files the test hands it,
 * wx.getFileSystemManager works on a real folder (wxfile:// paths map to files under `root`), and wx.uploadFile
 * sends the file as multipart to the real server, as WeChat does. The outbox keeps a photo taken offline as a user
 * file (USER_DATA_PATH) and uploads it from there when the network is back. Install it before the app boots.
 */
const fs = require('fs')
const http = require('http')
const path = require('path')

const USER_DATA_PATH = 'wxfile://usr'
const TEMP = 'wxfile://tmp'

/**
 * a WeChat async API's answer, both ways: the callbacks, and a promise (Taro hands back what the API returns when it
 * did not wrap it, as for the APIs this adds after the simulator's wx mock was made)
 */
function settle(o, ok, result) {
  const answer = new Promise((resolve, reject) => setTimeout(() => {
    if (ok) {
      if (o.success) o.success(result)
      resolve(result)
    } else {
      if (o.fail) o.fail(result)
      reject(result)
    }
    if (o.complete) o.complete(result)
  }, 0))
  answer.catch(() => undefined)
  return answer
}

function installWxFiles(origin, root) {
  const real = (p) => path.join(root, p.replace(/^wxfile:\/\//, ''))
  const answer = (opts, run) => {
    let result
    try {
      result = run()
    } catch (err) {
      const fail = { errMsg: `fail ${err.code === 'ENOENT' ? 'no such file or directory' : err.message}` }
      setTimeout(() => opts.fail && opts.fail(fail), 0)
      return
    }
    setTimeout(() => opts.success && opts.success({ errMsg: 'ok', ...result }), 0)
  }
  const manager = {
    readdir: (o) => answer(o, () => ({ files: fs.readdirSync(real(o.dirPath)) })),
    mkdir: (o) => answer(o, () => void fs.mkdirSync(real(o.dirPath), { recursive: Boolean(o.recursive) })),
    copyFile: (o) => answer(o, () => void fs.copyFileSync(real(o.srcPath), real(o.destPath))),
    getFileInfo: (o) => answer(o, () => ({ size: fs.statSync(real(o.filePath)).size })),
    access: (o) => answer(o, () => void fs.accessSync(real(o.path))),
    unlink: (o) => answer(o, () => void fs.unlinkSync(real(o.filePath)))
  }
  wx.env = { ...(wx.env || {}), USER_DATA_PATH }
  wx.getFileSystemManager = () => manager

  // the photo is 1x1 already: compressing it is refused, and the picker keeps it as it is (compress.weapp.ts)
  wx.getImageInfo = (o) => settle(o, true, { width: 1, height: 1, type: 'png', errMsg: 'getImageInfo:ok' })
  wx.compressImage = (o) => settle(o, false, { errMsg: 'compressImage:fail not supported' })

  // no position on this phone (the stamp says 位置未获取) and no canvas to stamp with: the photo goes as taken
  wx.getLocation = (o) => settle(o, false, { errMsg: 'getLocation:fail auth deny' })
  delete wx.createOffscreenCanvas

  const picks = []
  wx.chooseMedia = (o) => {
    const file = picks.shift()
    if (!file) return settle(o, false, { errMsg: 'chooseMedia:fail cancel' })
    return settle(o, true, { type: 'image', tempFiles: [{ tempFilePath: file, size: fs.statSync(real(file)).size, fileType: 'image' }], errMsg: 'chooseMedia:ok' })
  }

  const uploads = []
  wx.uploadFile = (o) => {
    const boundary = `----wxfiles${Date.now()}`
    const parts = []
    for (const [k, v] of Object.entries(o.formData || {})) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
    }
    let bytes
    try {
      bytes = fs.readFileSync(real(o.filePath))
    } catch {
      setTimeout(() => o.fail && o.fail({ errMsg: 'uploadFile:fail file not found' }), 0)
      return { onProgressUpdate() {}, abort() {} }
    }
    const name = path.basename(o.filePath)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${o.name}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`))
    parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`))
    const body = Buffer.concat(parts)
    const url = new URL(o.url.startsWith('/') ? origin + o.url : o.url)
    const headers = { ...(o.header || {}), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }
    const progress = []
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        uploads.push({ url: o.url, filePath: o.filePath, statusCode: res.statusCode, data: text })
        progress.forEach((l) => l({ progress: 100, totalBytesSent: body.length, totalBytesExpectedToSend: body.length }))
        // WeChat answers the body as text
        const result = { data: text, statusCode: res.statusCode, errMsg: 'uploadFile:ok' }
        if (o.success) o.success(result)
        if (o.complete) o.complete(result)
      })
    })
    req.on('error', (err) => o.fail && o.fail({ errMsg: `uploadFile:fail ${err.message}` }))
    req.end(body)
    return { onProgressUpdate: (l) => progress.push(l), offProgressUpdate() {}, abort: () => req.destroy() }
  }

  return {
    uploads,
    /** a photo the camera took: a temp file with these bytes, answered by the next chooseMedia */
    takePhoto(name, bytes) {
      const file = `${TEMP}/${name}`
      fs.mkdirSync(path.dirname(real(file)), { recursive: true })
      fs.writeFileSync(real(file), bytes)
      picks.push(file)
      return file
    },
    /** the files the outbox keeps (user folder) */
    keptFiles() {
      const dir = real(`${USER_DATA_PATH}/outbox`)
      return fs.existsSync(dir) ? fs.readdirSync(dir) : []
    }
  }
}

module.exports = { installWxFiles, USER_DATA_PATH }

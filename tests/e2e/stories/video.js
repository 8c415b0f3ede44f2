// Cloud video story (issue 17): with the group's video platform configured (a WVP-GB28181-pro stand-in on 127.0.0.1
// that logs in with the md5 of the password, starts a channel's stream and serves it as HLS: a real 6-second H.264
// test stream from tests/fixtures/hls), 黄伟 opens the 云视频 tab, sees his project's cameras by section, taps the
// main pier's camera and the stream plays in the page: the player's clock advances and it has a 320 px picture.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const http = require('http')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, signInSettled } = require('../browser-helpers')

const HLS_DIR = path.join(__dirname, '../../fixtures/hls')
const USER = 'wvp-admin'
const PASSWORD = 'Wvp@e2e-2026'
const md5 = (s) => crypto.createHash('md5').update(s).digest('hex')

/** the WVP API calls live view needs, and the media server's HLS; `started` lists the channels played */
function startWvp() {
  const tokens = new Set()
  const started = []
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://127.0.0.1')
    const json = (body, status = 200) => { res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }); res.end(JSON.stringify(body)) }
    const media = /^\/rtp\/[\w-]+\/(index\.m3u8|seg\d\.ts)$/.exec(u.pathname)
    if (media) {
      const file = path.join(HLS_DIR, media[1])
      res.writeHead(200, { 'content-type': media[1].endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t', 'access-control-allow-origin': '*' })
      return fs.createReadStream(file).pipe(res)
    }
    if (u.pathname === '/api/user/login') {
      if (u.searchParams.get('username') !== USER || u.searchParams.get('password') !== md5(PASSWORD)) return json({ code: 100, msg: '用户名或密码错误' })
      const token = crypto.randomBytes(8).toString('hex')
      tokens.add(token)
      return json({ code: 0, msg: '成功', data: { id: 1, username: USER, accessToken: token } })
    }
    if (!tokens.has(String(req.headers['access-token'] || ''))) return json({ code: 401, msg: '请登录后重新请求' }, 401)
    const play = /^\/api\/play\/start\/(\d{20})\/(\d{20})$/.exec(u.pathname)
    if (play) {
      const name = `${play[1]}_${play[2]}`
      started.push(play[2])
      const base = `http://127.0.0.1:${server.address().port}`
      return json({ code: 0, msg: '成功', data: { app: 'rtp', stream: name, hls: `${base}/rtp/${name}/index.m3u8`, flv: `${base}/rtp/${name}.live.flv` } })
    }
    json({ code: 404, msg: '资源未找到' }, 404)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}`, started,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()) })
  })))
}

module.exports = async function videoStory({ page, server, step, outside }) {
  step('黄伟 opens the 云视频 tab: the cameras of 杭金 by section, the platform configured')
  await signInSettled(page, server, 'huangwei')
  await page.goto(`${server.base}/pages/index/cloudVideo`, { waitUntil: 'networkidle' })
  const camera = page.locator('.cv__camera').filter({ hasText: '钱塘江特大桥主墩', visible: true }).first()
  await camera.waitFor({ timeout: 15000 })
  await visibleText(page, '兰江大桥').waitFor({ timeout: 5000 })
  assert.strictEqual(await page.locator('.cv__notice').filter({ visible: true }).count(), 0, 'the platform is configured: no 未配置 notice')
  assert.strictEqual(await page.locator('.cv__camera').filter({ hasText: '石门岭隧道进口', visible: true }).count(), 0, '宁绩 cameras must not show in 杭金')
  await shot(page, 'video-cameras')

  step('the main pier\'s camera plays: the test stream is decoded and its clock advances')
  await camera.click()
  const video = page.locator('[data-testid="hls-video"]').filter({ visible: true }).first()
  await video.waitFor({ timeout: 15000 })
  await page.waitForFunction(() => {
    const v = document.querySelector('[data-testid="hls-video"]')
    return v && v.currentTime > 1.5 && v.videoWidth === 320
  }, null, { timeout: 20000 })
  assert.ok(outside.wvp.started.length >= 1, 'the server asked the platform to start the channel')
  assert.strictEqual(await page.locator('.cv-player__error').filter({ visible: true }).count(), 0, 'no player error')
  await shot(page, 'video-playing')
}

module.exports.setup = async () => {
  const wvp = await startWvp()
  return {
    wvp,
    env: { VIDEO_WVP_URL: wvp.url, VIDEO_WVP_USER: USER, VIDEO_WVP_PASSWORD: PASSWORD },
    close: () => wvp.close()
  }
}

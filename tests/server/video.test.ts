// Cloud video (modules/video) against a WVP-GB28181-pro stand-in on 127.0.0.1 that serves the HLS made in the test:
// without a platform the tab's data says so and how to configure it; with one, the server logs in with the md5 of
// the password, sends the token, logs in again once when it lapses, and answers per camera the live HLS URL (whose
// playlist and MPEG-TS segments the test then fetches and checks), a snapshot, a day's recordings and a playback;
// platform failures come back as clear messages; the camera registry is kept by the sections' managers; nobody
// reaches another project's or section's cameras, and the platform's credentials never reach the app.
import crypto from 'node:crypto'
import { loadConfig } from '../../server/src/config'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { CHANNELS, NVR, OFFLINE, SNAP, startFakeWvp, WVP_PASSWORD, type FakeWvp } from './helpers/fake-wvp'
import { readTs, segmentsOf } from './helpers/hls'

const V = '/H5Api/api/video'
const CN = 8 * 3_600_000
const chinaDate = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)

test('the platform is configured by all three settings or none, and its address must be http(s)', () => {
  expect(loadConfig({}).videoWvpUrl).toBe('')
  expect(() => loadConfig({ VIDEO_WVP_URL: 'http://10.0.0.5:18080' })).toThrow('VIDEO_WVP_URL, VIDEO_WVP_USER and VIDEO_WVP_PASSWORD must be set together')
  expect(() => loadConfig({ VIDEO_WVP_URL: 'ftp://10.0.0.5', VIDEO_WVP_USER: 'admin', VIDEO_WVP_PASSWORD: 'p' })).toThrow('VIDEO_WVP_URL must be an http(s) URL')
  expect(loadConfig({ VIDEO_WVP_URL: 'http://10.0.0.5:18080/', VIDEO_WVP_USER: 'admin', VIDEO_WVP_PASSWORD: 'p' }).videoWvpUrl).toBe('http://10.0.0.5:18080')
})

describe.each(dialects)('cloud video on %s', (dialect) => {
  describe('without a video platform', () => {
    let t: TestApp
    beforeAll(async () => { t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' }) }, 120_000)
    afterAll(async () => { await t.close() })

    test('the status says it is not configured and how; the demo cameras are listed by section; opening one says so', async () => {
      const tok = await login(t, 'huangwei')
      const status = await get(t, `${V}/status`, tok)
      expect(status.data).toMatchObject({ configured: false, platform: 'WVP-GB28181-pro' })
      expect(status.data.hint).toContain('VIDEO_WVP_URL')
      const list = await get(t, `${V}/cameras?projectId=proj-hj`, tok)
      expect(list.code).toBe(200)
      expect(list.data.manages).toBe(true)
      const sections = list.data.list.map((c: { contractId: string }) => c.contractId)
      expect(new Set(sections)).toEqual(new Set(['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']))
      // in the order of the sections
      expect(sections).toEqual([...sections].sort())
      expect(list.data.list[0]).toMatchObject({ contractName: '杭金改扩建土建施工第TJ-01合同段', name: '钱塘江特大桥主墩', chainage: 'K12+087', enabled: true })
      expect(list.data.list[0].deviceId).toMatch(/^\d{20}$/)
      const live = await get(t, `${V}/cameras/${list.data.list[0].id}/live`, tok)
      expect(live.code).toBe(400)
      expect(live.msg).toContain('视频平台未配置')
      expect(live.msg).toContain('VIDEO_WVP_PASSWORD')
      expect((await get(t, `${V}/cameras/${list.data.list[0].id}/snapshot`, tok)).msg).toContain('视频平台未配置')
      expect((await get(t, `${V}/channels`, tok)).msg).toContain('视频平台未配置')
    })

    test('the status needs a session', async () => {
      expect((await get(t, `${V}/status`)).code).toBe(600)
    })
  })

  describe('with a WVP-GB28181-pro platform', () => {
    let t: TestApp
    let fake: FakeWvp
    const tok: Record<string, string> = {}
    const ids: Record<string, string> = {}
    const raws: string[] = []
    const ask = async (url: string, who: string) => {
      const a = await get(t, url, tok[who])
      raws.push(a.raw)
      return a
    }

    beforeAll(async () => {
      fake = await startFakeWvp()
      t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', VIDEO_WVP_URL: fake.url, VIDEO_WVP_USER: 'admin', VIDEO_WVP_PASSWORD: WVP_PASSWORD })
      for (const a of ['zhanghua', 'huangwei', 'chengang', 'yangshan', 'yuanhao', 'guoqing']) tok[a] = await login(t, a)
    }, 120_000)
    afterAll(async () => {
      await t.close()
      await fake.close()
    })

    test('a section manager picks channels from the platform and registers them as cameras', async () => {
      expect((await ask(`${V}/status`, 'zhanghua')).data).toMatchObject({ configured: true, hint: '' })
      const channels = await ask(`${V}/channels`, 'zhanghua')
      expect(channels.code).toBe(200)
      expect(channels.data.list).toEqual(CHANNELS.map((c) => ({ deviceId: NVR, deviceName: 'TJ-01 NVR', channelId: c.channelId, name: c.name, online: c.channelId !== OFFLINE })))
      // logged in once, with the md5 of the password, and the token went with the calls
      expect(fake.logins).toBe(1)
      const loginUrl = fake.requests.find((r) => r.path.startsWith('/api/user/login'))!.path
      expect(new URL(loginUrl, fake.url).searchParams.get('password')).toBe(crypto.createHash('md5').update(WVP_PASSWORD).digest('hex'))
      expect(fake.requests.filter((r) => r.path.startsWith('/api/device')).every((r) => fake.tokens.has(r.token))).toBe(true)

      for (const [key, c] of [['bridge', CHANNELS[0]], ['yard', CHANNELS[1]], ['tunnel', CHANNELS[2]]] as const) {
        const saved = await send(t, 'POST', `${V}/cameras`, { contractId: 'ct-hj-tj01', name: c.name, location: `${c.name}施工区`, chainage: 'k12+087', deviceId: NVR, channelId: c.channelId }, tok.zhanghua)
        expect(saved.code).toBe(200)
        expect(saved.data).toMatchObject({ contractId: 'ct-hj-tj01', chainage: 'K12+087', enabled: true })
        ids[key] = saved.data.id
      }
      const tj02 = (await ask(`${V}/cameras?contractId=ct-hj-tj02`, 'huangwei')).data.list[0]
      ids.tj02 = tj02.id
      const nj = (await ask(`${V}/cameras?projectId=proj-nj`, 'yuanhao')).data.list[0]
      ids.nj = nj.id
    })

    test('bad camera input is refused with what is wrong and changes nothing', async () => {
      const before = await t.app.ctx.db.selectFrom('videoCamera').select('id').execute()
      const bad = async (body: Record<string, unknown>, msg: string, who = 'zhanghua') => {
        const r = await send(t, 'POST', `${V}/cameras`, { contractId: 'ct-hj-tj01', name: '新摄像头', deviceId: NVR, channelId: '33010000001310000199', ...body }, tok[who])
        expect(r.code).toBe(400)
        expect(r.msg).toBe(msg)
      }
      await bad({ name: ' ' }, '请填写摄像头名称')
      await bad({ name: '长'.repeat(101) }, '摄像头名称不能超过100个字')
      await bad({ chainage: '十二公里' }, '桩号格式应为 K12+087')
      await bad({ deviceId: '' }, '请填写设备编号')
      await bad({ channelId: '3301 0000' }, '通道编号只能包含字母、数字、下划线和短横线')
      await bad({ enabled: 'no' }, '启用状态格式不正确')
      await bad({ name: 5 }, '摄像头名称格式不正确')
      await bad({ channelId: CHANNELS[0].channelId }, `本合同段已登记该通道：${CHANNELS[0].name}`)
      await bad({}, '您没有管理摄像头的权限', 'chengang')
      await bad({}, '合同段不存在或您无权访问', 'yuanhao')
      await bad({ contractId: 'ct-hj-tj02' }, '合同段不存在或您无权访问')
      await bad({ id: 'no-such-camera' }, '摄像头不存在或您无权访问')
      const notJson = await call(t, { method: 'POST', url: `${V}/cameras`, payload: '[1]', headers: { 'content-type': 'application/json' }, token: tok.zhanghua })
      expect(notJson.code).toBe(400)
      expect(await t.app.ctx.db.selectFrom('videoCamera').select('id').execute()).toHaveLength(before.length)
    })

    test('opening a camera answers an HLS URL whose playlist and MPEG-TS segments play', async () => {
      const live = await ask(`${V}/cameras/${ids.bridge}/live`, 'yangshan')
      expect(live.code).toBe(200)
      expect(live.data.stream).toBe(`${NVR}_${CHANNELS[0].channelId}`)
      expect(live.data.hls).toBe(`${fake.url}/rtp/${NVR}_${CHANNELS[0].channelId}/hls.m3u8`)
      const res = await fetch(live.data.hls)
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      const m3u8 = await res.text()
      expect(m3u8).toContain('#EXT-X-TARGETDURATION:2')
      const segments = segmentsOf(m3u8, live.data.hls)
      expect(segments).toHaveLength(3)
      let last = -1
      for (const url of segments) {
        const ts = readTs(Buffer.from(await (await fetch(url)).arrayBuffer()))
        expect(ts.streamTypes).toEqual([0x1b])
        expect(ts.pts).toHaveLength(50)
        expect(ts.pts[0]).toBeGreaterThan(last)
        last = ts.pts[ts.pts.length - 1]
      }
    })

    test('a lapsed token costs one more login; a refused login says to check the account', async () => {
      const before = fake.logins
      fake.tokens.clear()
      expect((await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')).code).toBe(200)
      expect(fake.logins).toBe(before + 1)
      expect((await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')).code).toBe(200)
      expect(fake.logins).toBe(before + 1)

      fake.password = 'changed-on-the-platform'
      fake.tokens.clear()
      const refused = await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')
      expect(refused.code).toBe(400)
      expect(refused.msg).toBe('视频平台登录失败，请检查 VIDEO_WVP_USER 和 VIDEO_WVP_PASSWORD')
      fake.password = WVP_PASSWORD
      expect((await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')).code).toBe(200)
    })

    test('a snapshot comes back as the picture the platform took', async () => {
      const snap = await ask(`${V}/cameras/${ids.bridge}/snapshot`, 'chengang')
      expect(snap.code).toBe(200)
      expect(snap.data.image).toBe(`data:image/jpeg;base64,${SNAP.toString('base64')}`)
      expect(fake.requests.some((r) => r.path === `/api/play/snap?deviceId=${NVR}&channelId=${CHANNELS[0].channelId}`)).toBe(true)
      const none = await ask(`${V}/cameras/${ids.tunnel}/snapshot`, 'chengang')
      expect(none.msg).toBe('视频平台暂无该摄像头的截图，请先打开实时画面')
    })

    test('the recordings of a day, in time order, and the playback of a range', async () => {
      const yesterday = chinaDate(Date.now() - 86_400_000)
      const clips = await ask(`${V}/cameras/${ids.bridge}/clips?date=${yesterday}`, 'guoqing')
      expect(clips.code).toBe(200)
      expect(clips.data).toEqual({ date: yesterday, list: [{ start: `${yesterday} 08:00:00`, end: `${yesterday} 09:15:00` }, { start: `${yesterday} 14:00:00`, end: `${yesterday} 14:30:00` }] })
      const asked = fake.requests.filter((r) => r.path.startsWith('/api/gb_record/query/')).pop()!.path
      expect(new URL(asked, fake.url).searchParams.get('startTime')).toBe(`${yesterday} 00:00:00`)
      expect(new URL(asked, fake.url).searchParams.get('endTime')).toBe(`${yesterday} 23:59:59`)

      const play = await ask(`${V}/cameras/${ids.bridge}/playback?start=${encodeURIComponent(`${yesterday} 08:00:00`)}&end=${encodeURIComponent(`${yesterday} 09:15:00`)}`, 'guoqing')
      expect(play.code).toBe(200)
      const digits = yesterday.replace(/-/g, '')
      expect(play.data.stream).toBe(`${NVR}_${CHANNELS[0].channelId}_${digits}080000_${digits}091500`)
      expect(segmentsOf(await (await fetch(play.data.hls)).text(), play.data.hls)).toHaveLength(3)

      const bad = async (q: string, msg: string) => {
        const r = await ask(`${V}/cameras/${ids.bridge}/${q}`, 'guoqing')
        expect(r.code).toBe(400)
        expect(r.msg).toBe(msg)
      }
      await bad('clips?date=2026-13-01', '日期格式应为 yyyy-MM-dd')
      await bad('clips?date=yesterday', '日期格式应为 yyyy-MM-dd')
      await bad(`clips?date=${chinaDate(Date.now() + 3 * 86_400_000)}`, '不能查询未来日期的录像')
      await bad(`playback?start=${encodeURIComponent(`${yesterday} 09:00:00`)}&end=${encodeURIComponent(`${yesterday} 08:00:00`)}`, '开始时间应早于结束时间')
      await bad(`playback?start=${encodeURIComponent(`${yesterday} 25:00:00`)}&end=${encodeURIComponent(`${yesterday} 08:00:00`)}`, '开始时间格式应为 yyyy-MM-dd HH:mm:ss')
      await bad(`playback?start=2026-01-01T08:00:00&end=x`, '开始时间格式应为 yyyy-MM-dd HH:mm:ss')
      await bad(`playback?start=${encodeURIComponent('2026-01-01 08:00:00')}&end=${encodeURIComponent('2026-01-03 08:00:00')}`, '一次回放不能超过24小时')
      await bad('playback', '开始时间格式应为 yyyy-MM-dd HH:mm:ss')
    })

    test('the platform\'s failures come back as clear messages, never as 500', async () => {
      const offline = await ask(`${V}/cameras/${ids.tunnel}/live`, 'zhanghua')
      expect(offline.code).toBe(400)
      expect(offline.msg).toBe('摄像头响应超时（设备可能离线），请稍后再试')
      // a channel the platform does not have (a camera registered with a wrong id)
      const wrong = await send(t, 'POST', `${V}/cameras`, { contractId: 'ct-hj-tj01', name: '错号', deviceId: NVR, channelId: '33010000001310009999' }, tok.zhanghua)
      expect((await ask(`${V}/cameras/${wrong.data.id}/live`, 'zhanghua')).msg).toBe('视频平台未能完成请求：通道不存在')
      fake.failNext.push({ status: 500, body: '<html>Internal Server Error</html>' })
      expect((await ask(`${V}/cameras/${ids.bridge}/live`, 'zhanghua')).msg).toBe('视频平台内部错误，请稍后再试')
      fake.failNext.push({ status: 200, body: 'not json' })
      expect((await ask(`${V}/cameras/${ids.bridge}/live`, 'zhanghua')).msg).toBe('视频平台返回了无法识别的内容')
      fake.failNext.push('drop')
      const dropped = await ask(`${V}/cameras/${ids.bridge}/live`, 'zhanghua')
      expect(dropped.status).toBe(200)
      expect(dropped.msg).toBe('无法连接视频平台，请检查网络或 VIDEO_WVP_URL')
      // and it works again
      expect((await ask(`${V}/cameras/${ids.bridge}/live`, 'zhanghua')).code).toBe(200)
    })

    test('nobody reaches the cameras of a section or project that is not his', async () => {
      const own = await ask(`${V}/cameras?projectId=proj-hj`, 'zhanghua')
      expect(own.data.list.length).toBeGreaterThan(3)
      expect(own.data.list.every((c: { contractId: string }) => c.contractId === 'ct-hj-tj01')).toBe(true)
      for (const q of ['contractId=ct-hj-tj02', 'contractId=ct-nj-tj01']) {
        expect((await ask(`${V}/cameras?${q}`, 'zhanghua')).msg).toBe('合同段不存在或您无权访问')
      }
      expect((await ask(`${V}/cameras?projectId=proj-nj`, 'zhanghua')).msg).toBe('您不是该项目的成员，无法查看其数据')
      for (const [who, id] of [['zhanghua', ids.tj02], ['zhanghua', ids.nj], ['yuanhao', ids.bridge], ['guoqing', ids.nj]]) {
        for (const what of ['live', 'snapshot', 'clips', `playback?start=${encodeURIComponent('2026-01-01 08:00:00')}&end=${encodeURIComponent('2026-01-01 09:00:00')}`]) {
          const r = await ask(`${V}/cameras/${id}/${what}`, who)
          expect(r.code).toBe(400)
          expect(r.msg).toBe('摄像头不存在或您无权访问')
        }
      }
      const edit = await send(t, 'POST', `${V}/cameras`, { id: ids.nj, name: '改名', deviceId: NVR, channelId: 'x' }, tok.zhanghua)
      expect(edit.msg).toBe('合同段不存在或您无权访问')
      // a labourer sees the cameras but keeps none, nor sees the platform's channel list
      const labour = await ask(`${V}/cameras?contractId=ct-hj-tj01`, 'yangshan')
      expect(labour.data.manages).toBe(false)
      expect((await ask(`${V}/channels`, 'yangshan')).msg).toBe('您没有管理摄像头的权限')
      // the supervisor of TJ-01 and TJ-02 sees both, not TJ-03
      const sup = await ask(`${V}/cameras?projectId=proj-hj`, 'guoqing')
      expect(new Set(sup.data.list.map((c: { contractId: string }) => c.contractId))).toEqual(new Set(['ct-hj-tj01', 'ct-hj-tj02']))
    })

    test('a disabled camera leaves the list and stops playing; its manager still sees it and enables it again', async () => {
      const off = await send(t, 'POST', `${V}/cameras`, { id: ids.yard, name: '梁场门吊', deviceId: NVR, channelId: CHANNELS[1].channelId, enabled: false }, tok.zhanghua)
      expect(off.data.enabled).toBe(false)
      expect((await ask(`${V}/cameras?contractId=ct-hj-tj01`, 'yangshan')).data.list.map((c: { id: string }) => c.id)).not.toContain(ids.yard)
      // all=1 is for those who keep the cameras only
      expect((await ask(`${V}/cameras?contractId=ct-hj-tj01&all=1`, 'yangshan')).data.list.map((c: { id: string }) => c.id)).not.toContain(ids.yard)
      expect((await ask(`${V}/cameras?contractId=ct-hj-tj01&all=1`, 'zhanghua')).data.list.find((c: { id: string }) => c.id === ids.yard).enabled).toBe(false)
      expect((await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')).msg).toBe('该摄像头已停用')
      const on = await send(t, 'POST', `${V}/cameras`, { id: ids.yard, name: '梁场门吊', location: '梁场', deviceId: NVR, channelId: CHANNELS[1].channelId, enabled: true }, tok.zhanghua)
      expect(on.data).toMatchObject({ enabled: true, location: '梁场', contractId: 'ct-hj-tj01' })
      expect((await ask(`${V}/cameras/${ids.yard}/live`, 'zhanghua')).code).toBe(200)
    })

    test('the platform\'s credentials and token never reach the app', () => {
      const md5 = crypto.createHash('md5').update(WVP_PASSWORD).digest('hex')
      expect(raws.length).toBeGreaterThan(20)
      for (const raw of raws) {
        expect(raw).not.toContain(WVP_PASSWORD)
        expect(raw).not.toContain(md5)
        expect(raw).not.toContain('wvp-token-')
        expect(raw).not.toContain('/api/user/login')
      }
    })
  })
})

// The Cloud video tab: without a platform it says so and how to configure it, still listing the cameras by section;
// a camera tapped asks the server for its stream and hands that URL to the player (hls.js, loaded on demand, or
// the browser's own HLS); the server's refusal shows with 重试; a snapshot and a day's recordings, whose playback
// goes to the player too; a failed list offers 重试.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CloudVideoScreen } from '@/features/cloud-video'
import { __reset, __setRequestHandler } from '../__mocks__/taro'

const loaded: string[] = []
const attached: unknown[] = []
jest.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' }
    on() { return this }
    loadSource(url: string) { loaded.push(url) }
    attachMedia(el: unknown) { attached.push(el) }
    destroy() { /* nothing held */ }
  }
  return { __esModule: true, default: FakeHls }
})

const camera = (id: string, contractId: string, contractName: string, name: string, chainage = '', location = '') => ({
  id, projectId: 'proj-hj', contractId, contractName, name, location, chainage, deviceId: '33010000001180000001', channelId: '33010000001310000001', enabled: true
})
const CAMERAS = [
  camera('c1', 'ct-hj-tj01', '杭金改扩建土建施工第TJ-01合同段', '钱塘江特大桥主墩', 'K12+087', '钱塘江特大桥12#主墩承台'),
  camera('c2', 'ct-hj-tj01', '杭金改扩建土建施工第TJ-01合同段', '1#拌和站', 'K3+200'),
  camera('c3', 'ct-hj-tj02', '杭金改扩建土建施工第TJ-02合同段', 'TJ-02项目部大门')
]
const HINT = '视频平台未配置：请管理员在服务器环境变量中设置 VIDEO_WVP_URL、VIDEO_WVP_USER 和 VIDEO_WVP_PASSWORD（WVP-GB28181-pro 视频平台的地址、账号和密码）后重启服务'
const LIVE = 'https://media.example.com/rtp/33010000001180000001_33010000001310000001/hls.m3u8'
const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, msg: 'Success', data } })
const refused = (msg: string) => ({ statusCode: 200, data: { code: 400, msg } })

type Answer = ReturnType<typeof ok> | ReturnType<typeof refused>
function serve(routes: Record<string, (url: string) => Answer>) {
  const asked: string[] = []
  __setRequestHandler((o) => {
    const url = String(o.url)
    asked.push(url)
    const key = Object.keys(routes).find((k) => url.includes(k))
    if (!key) throw new Error(`unexpected request ${url}`)
    return routes[key](url)
  })
  return asked
}
const configured = { configured: true, platform: 'WVP-GB28181-pro', hint: '' }
const sections = [{ id: 'ct-hj-tj01', fullName: '杭金改扩建土建施工第TJ-01合同段' }]

beforeEach(() => {
  __reset()
  loaded.length = 0
  attached.length = 0
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('')
})
afterEach(() => jest.restoreAllMocks())

it('without a platform says so and how to configure it, and still lists the cameras by section', async () => {
  const asked = serve({
    '/api/video/status': () => ok({ configured: false, platform: 'WVP-GB28181-pro', hint: HINT }),
    '/api/video/cameras?': () => ok({ list: CAMERAS, manages: false }),
    '/api/video/cameras/c1/live': () => refused(HINT)
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  expect(await screen.findByText('视频平台未配置')).toBeTruthy()
  expect(screen.getByText(HINT)).toBeTruthy()
  expect(asked.some((u) => u.includes('/api/video/cameras?') && u.includes('projectId=proj-hj'))).toBe(true)
  expect(screen.getByText('杭金改扩建土建施工第TJ-01合同段')).toBeTruthy()
  expect(screen.getByText('杭金改扩建土建施工第TJ-02合同段')).toBeTruthy()
  expect(screen.getByText('K12+087 · 钱塘江特大桥12#主墩承台')).toBeTruthy()
  expect(screen.getByText('TJ-02项目部大门')).toBeTruthy()
  expect(screen.getByText('未填写位置')).toBeTruthy()
  // not a manager: no administration
  expect(screen.queryByText('管理摄像头')).toBeNull()
  fireEvent.click(screen.getByText('钱塘江特大桥主墩'))
  // the panel says it too, where the picture would be
  await waitFor(() => expect(screen.getAllByText(HINT)).toHaveLength(2))
  expect(loaded).toEqual([])
})

it('opening a camera starts the player with the URL from the server (hls.js where the browser has no HLS)', async () => {
  const asked = serve({
    '/api/video/status': () => ok(configured),
    '/api/video/cameras?': () => ok({ list: CAMERAS, manages: false }),
    '/api/video/cameras/c1/live': () => ok({ hls: LIVE, stream: 's1' })
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  fireEvent.click(await screen.findByText('钱塘江特大桥主墩'))
  expect(await screen.findByText('实时画面')).toBeTruthy()
  await waitFor(() => expect(loaded).toEqual([LIVE]))
  expect(attached[0]).toBe(screen.getByTestId('hls-video'))
  expect(asked.filter((u) => u.includes('/live'))).toHaveLength(1)
  expect(screen.queryByText('视频平台未配置')).toBeNull()
})

it('where the browser plays HLS itself, the URL goes straight to the <video>', async () => {
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
  serve({
    '/api/video/status': () => ok(configured),
    '/api/video/cameras?': () => ok({ list: CAMERAS, manages: false }),
    '/api/video/cameras/c2/live': () => ok({ hls: LIVE, stream: 's2' })
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  fireEvent.click(await screen.findByText('1#拌和站'))
  await waitFor(() => expect((screen.getByTestId('hls-video') as HTMLVideoElement).src).toBe(LIVE))
  expect(loaded).toEqual([])
})

it('a camera the platform cannot reach shows why, with 重试', async () => {
  let offline = true
  serve({
    '/api/video/status': () => ok(configured),
    '/api/video/cameras?': () => ok({ list: CAMERAS, manages: false }),
    '/api/video/cameras/c1/live': () => (offline ? refused('摄像头响应超时（设备可能离线），请稍后再试') : ok({ hls: LIVE, stream: 's1' }))
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  fireEvent.click(await screen.findByText('钱塘江特大桥主墩'))
  expect(await screen.findByText('摄像头响应超时（设备可能离线），请稍后再试')).toBeTruthy()
  expect(loaded).toEqual([])
  offline = false
  fireEvent.click(screen.getByText('重试'))
  await waitFor(() => expect(loaded).toEqual([LIVE]))
})

it('takes a snapshot, lists a day\'s recordings and plays one back', async () => {
  const PLAYBACK = 'https://media.example.com/rtp/pb/hls.m3u8'
  const asked = serve({
    '/api/video/status': () => ok(configured),
    '/api/video/cameras?': () => ok({ list: CAMERAS, manages: false }),
    '/api/video/cameras/c1/live': () => ok({ hls: LIVE, stream: 's1' }),
    '/api/video/cameras/c1/snapshot': () => ok({ image: 'data:image/jpeg;base64,/9j/4AAQ', time: 1 }),
    '/api/video/cameras/c1/clips': (u) => ok({ date: new URL(u, 'http://x').searchParams.get('date'), list: [{ start: '2026-11-26 08:00:00', end: '2026-11-26 09:15:00' }] }),
    '/api/video/cameras/c1/playback': () => ok({ hls: PLAYBACK, stream: 'pb' })
  })
  const { container } = render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  fireEvent.click(await screen.findByText('钱塘江特大桥主墩'))
  await waitFor(() => expect(loaded).toEqual([LIVE]))
  fireEvent.click(screen.getByText('截图'))
  await waitFor(() => expect(container.querySelector('.cv-panel__snap')?.getAttribute('src')).toBe('data:image/jpeg;base64,/9j/4AAQ'))
  fireEvent.click(screen.getByText('查询录像'))
  fireEvent.click(await screen.findByText('08:00:00～09:15:00'))
  await waitFor(() => expect(loaded).toEqual([LIVE, PLAYBACK]))
  expect(screen.getByText('录像 08:00～09:15')).toBeTruthy()
  const pb = asked.find((u) => u.includes('/playback'))!
  expect(decodeURIComponent(pb)).toContain('start=2026-11-26 08:00:00')
  fireEvent.click(screen.getByText('回到实时'))
  await waitFor(() => expect(loaded).toEqual([LIVE, PLAYBACK, LIVE]))
})

it('a failed list offers 重试; an empty one says no camera is registered', async () => {
  let fail = true
  serve({
    '/api/video/status': () => ok(configured),
    '/api/video/cameras?': () => (fail ? refused('您不是该项目的成员，无法查看其数据') : ok({ list: [], manages: false }))
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  await act(async () => { fireEvent.click(screen.getByText('重试')) })
  expect(await screen.findByText('您所在的合同段还没有登记摄像头')).toBeTruthy()
})

it('a manager adds a camera picked from the platform\'s channels', async () => {
  const posted: unknown[] = []
  __setRequestHandler((o) => {
    const url = String(o.url)
    if (url.includes('/api/video/status')) return ok(configured)
    if (url.includes('/api/video/channels')) return ok({ list: [{ deviceId: '33010000001180000099', deviceName: 'TJ-01 NVR', channelId: '33010000001310000101', name: '梁场门吊', online: true }] })
    if (o.method === 'POST') { posted.push(o.data); return ok({ ...CAMERAS[0], id: 'c9', name: '梁场门吊' }) }
    return ok({ list: CAMERAS, manages: true })
  })
  render(<CloudVideoScreen projectId='proj-hj' sections={sections} />)
  fireEvent.click(await screen.findByText('管理摄像头'))
  fireEvent.click(await screen.findByText('新增摄像头'))
  expect(await screen.findByText('从视频平台选择通道 ▾')).toBeTruthy()
  expect(screen.getByText('合同段：杭金改扩建土建施工第TJ-01合同段 ▾')).toBeTruthy()
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(posted).toHaveLength(1))
  expect(posted[0]).toMatchObject({ contractId: 'ct-hj-tj01', enabled: true })
})

it('without a project it asks for one', () => {
  render(<CloudVideoScreen projectId='' sections={[]} />)
  expect(screen.getByText('请先选择项目')).toBeTruthy()
})

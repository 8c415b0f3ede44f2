// 外勤打卡 (the day's field in and out, with the face photo where the section's rule requires it) and 考勤信息录入
// (补录考勤 by the section's keepers): loading, error and empty states, the checks said before anything is sent,
// what is sent, the keeper's list with 撤销 after a confirmation.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __setUploadHandler, __storage } from '../__mocks__/taro'
import FieldClockPage from '@/pages/apply/attendanceManagementFieldService/attendanceClock/index'
import PhotoCheckPage from '@/pages/apply/attendanceManagementFieldService/photoCheck/operationForm'
import PhotoCheckDayPage from '@/pages/apply/attendanceManagementFieldService/photoCheck/index'
import InformationEntryPage from '@/pages/apply/attendanceManagementInformation/informationEntry/index'
import { useSessionStore } from '@/features/session'
import { chinaDay } from '@/lib/china-time'
import { fireTaroChange, typeIn } from './lowcode-fixtures'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const UPLOADED = { name: '20261127_site.jpg', url: '/api/file/Image/annexpic/20261127_site.jpg' }
const refused = (msg: string) => ({ code: 400, msg })
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title as string)
const today = (more: Record<string, unknown> = {}) => ({
  now: Date.now(), day: chinaDay(Date.now()), contractId: 'ct1', contractName: 'TJ-01合同段', sections: [{ id: 'ct1', name: 'TJ-01合同段', hasFence: true }],
  rule: { workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '', requireFace: false },
  // the works 100 m round a point about 3.9 km east of the fix: the user is off-site
  fences: [{ id: 'f1', contractId: 'ct1', name: '主线施工区', shape: 'circle', enabled: true, center: { longitude: 120.30, latitude: 29.86 }, radius: 100, points: [] }],
  worker: { id: 'w1', realName: '杨山', team: '桥梁一队', trade: '钢筋工', exited: false }, punches: [], ...more
})
const punch = (more: Record<string, unknown> = {}) => ({
  id: 'p1', contractId: 'ct1', userId: 'u-yangshan', realName: '杨山', kind: 'in', punchTime: Date.now(), punchDay: chinaDay(Date.now()), longitude: 120.26, latitude: 29.86,
  accuracy: 10, fenceId: 'f1', fenceName: '主线施工区', distance: 3760, inside: false, field: true, photos: [], reason: '诸暨材料厂驻场', address: '', late: false, early: false, manual: null, ...more
})

function fakeCanvas() {
  const ctx: Record<string, unknown> = { fillStyle: '', font: '', textBaseline: '', fillRect: jest.fn(), drawImage: jest.fn(), fillText: jest.fn() }
  ctx.measureText = (text: string) => ({ width: Array.from(text).length * 10 })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    cb(new Blob([new Uint8Array(2000)], { type }))
  })
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const img = { naturalWidth: 1600, naturalHeight: 1200, onload: null as null | (() => void), onerror: null }
    Object.defineProperty(img, 'src', { set: () => setTimeout(() => img.onload?.()) })
    return img as unknown as HTMLImageElement
  })
}
/** the camera hands back one photo each time it is opened */
function camera() {
  let n = 0
  ;(Taro.chooseImage as jest.Mock).mockImplementation(async () => {
    n += 1
    return { tempFilePaths: [`blob:http://localhost/shot-${n}`], tempFiles: [{ size: 2000, originalFileObj: { name: `shot-${n}.jpg`, size: 2000, type: 'image/jpeg' } }] }
  })
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-yangshan', userName: '杨山', userAccount: 'yangshan' })
  __setRouterParams({})
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/stamped-${(n += 1)}`)
  fakeCanvas()
  camera()
  __setUploadHandler(async () => ({ statusCode: 200, data: { code: 200, msg: '上传成功', data: UPLOADED } }))
  ;(Taro.getLocation as jest.Mock).mockResolvedValue({ latitude: 29.86, longitude: 120.26, accuracy: 10 })
})
afterEach(() => jest.restoreAllMocks())

describe('外勤打卡', () => {
  test('a load that fails says why and retries', async () => {
    let tries = 0
    fakeApi({ 'GET /api/attendance/today': () => (++tries === 1 ? refused('您尚未加入任何合同段，无法打卡') : ok(today())) })
    render(<FieldClockPage />)
    await screen.findByText('您尚未加入任何合同段，无法打卡')
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('今天还没有打卡')
  })

  test('the fix with its accuracy and distance; photo and reason asked for before sending; the punch sent as field service', async () => {
    let punches: unknown[] = []
    const api = fakeApi({
      'GET /api/attendance/today': () => ok(today({ punches })),
      'POST /api/attendance/clock': () => { punches = [punch()]; return ok(punches[0]) }
    })
    const { container } = render(<FieldClockPage />)
    await screen.findByText('今天还没有打卡')
    expect(await screen.findByText(/当前定位精度 ±10米，距主线施工区约\d+米/)).toBeInTheDocument()
    expect(screen.queryByText(/需人脸识别/)).toBeNull()

    fireEvent.click(screen.getByText('外勤上班打卡'))
    await screen.findByText('请拍摄现场照片')
    fireEvent.click(screen.getByLabelText('拍照上传'))
    await waitFor(() => expect(container.querySelectorAll('.uploader__thumb').length).toBe(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    fireEvent.click(screen.getByText('外勤上班打卡'))
    await screen.findByText('请填写外勤事由')
    expect(api.find('POST', '/api/attendance/clock')).toHaveLength(0)

    await typeIn(container, 'textarea', ' 诸暨材料厂驻场 ')
    fireEvent.click(screen.getByText('外勤上班打卡'))
    await waitFor(() => expect(api.find('POST', '/api/attendance/clock')).toHaveLength(1))
    const sent = api.find('POST', '/api/attendance/clock')[0]
    // the browser's fix is shifted to GCJ-02 by a few hundred metres
    expect(sent.body).toMatchObject({ contractId: 'ct1', longitude: expect.closeTo(120.26, 1), latitude: expect.closeTo(29.86, 1), accuracy: 10, field: true, reason: '诸暨材料厂驻场', photos: [{ fileId: UPLOADED.name, url: UPLOADED.url }] })
    expect(sent.body).not.toHaveProperty('facePhoto')
    expect(sent.header['Idempotency-Key']).toMatch(/^\w{32}$/)
    await waitFor(() => expect(toasts()).toContain('外勤上班打卡成功'))
    // the day reloads: the clock-in shows and the next punch is the clock-out
    await screen.findByText('外勤下班打卡')
    expect(screen.getByText('事由：诸暨材料厂驻场')).toBeInTheDocument()
  })

  test('a fix too coarse is refused before sending', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValue({ latitude: 29.86, longitude: 120.26, accuracy: 350 })
    const api = fakeApi({ 'GET /api/attendance/today': ok(today()) })
    render(<FieldClockPage />)
    await screen.findByText(/当前定位精度 ±350米/)
    fireEvent.click(screen.getByText('外勤上班打卡'))
    await screen.findByText('定位精度不足（±350米），请到开阔处重新定位')
    expect(api.find('POST', '/api/attendance/clock')).toHaveLength(0)
  })

  test('where the rule requires the face, the screen says so, asks for the face photo and sends it with the punch', async () => {
    const api = fakeApi({
      'GET /api/attendance/today': ok(today({ rule: { ...today().rule, requireFace: true } })),
      'GET /api/attendance/face': ok({ list: [{ workerId: 'w1', realName: '杨山', contractId: 'ct1', team: '桥梁一队', trade: '钢筋工', userId: 'u-yangshan', enrolled: true, photo: null, provider: 'local', time: 1 }] }),
      'POST /api/attendance/clock': ok(punch({ face: { photo: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'shot-2.jpg' }, score: 80 } }))
    })
    const { container } = render(<FieldClockPage />)
    await screen.findByText('本合同段打卡需人脸识别：请拍摄本人正脸照片，提交时与录入的人脸比对（需联网）')
    expect(api.find('GET', '/api/attendance/face')[0].query).toEqual({ contractId: 'ct1' })
    fireEvent.click(screen.getByLabelText('拍照上传'))
    await waitFor(() => expect(container.querySelectorAll('.uploader__thumb').length).toBe(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    await typeIn(container, 'textarea', '业主单位开会')
    fireEvent.click(screen.getByText('外勤上班打卡'))
    await screen.findByText('请拍摄本人正脸照片')
    expect(api.find('POST', '/api/attendance/clock')).toHaveLength(0)

    fireEvent.click(screen.getByText('拍摄人脸'))
    await screen.findByLabelText('人脸照片预览')
    fireEvent.click(screen.getByText('外勤上班打卡'))
    await waitFor(() => expect(api.find('POST', '/api/attendance/clock')).toHaveLength(1))
    expect(api.find('POST', '/api/attendance/clock')[0].body).toMatchObject({
      field: true, reason: '业主单位开会', photos: [{ url: UPLOADED.url }], facePhoto: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'shot-2.jpg' }
    })
  })

  test('a worker without an enrolment is sent to enrol first', async () => {
    fakeApi({
      'GET /api/attendance/today': ok(today({ rule: { ...today().rule, requireFace: true } })),
      'GET /api/attendance/face': ok({ list: [{ workerId: 'w1', realName: '杨山', contractId: 'ct1', team: '', trade: '', userId: 'u-yangshan', enrolled: false, photo: null, provider: null, time: null }] })
    })
    render(<FieldClockPage />)
    await screen.findByText('您尚未录入人脸照片，请先录入后再打卡')
    fireEvent.click(screen.getByText('去录入人脸'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/apply/faceRecognition/index?workerId=w1' })
  })
})

describe('外勤拍照签到', () => {
  test('the front page lists today\'s field sign-ins only, and 拍照签到 opens the form', async () => {
    fakeApi({
      'GET /api/attendance/today': ok(today({ punches: [punch({ id: 'p1', field: false, inside: true, reason: '' }), punch({ id: 'p2', field: true, inside: false, distance: 5200, reason: '去诸暨材料厂验收钢筋' })] }))
    })
    render(<PhotoCheckDayPage />)
    await screen.findByText('今日外勤签到（1）')
    expect(screen.getByText('事由：去诸暨材料厂验收钢筋')).toBeInTheDocument()
    expect(screen.getAllByText('外勤')).toHaveLength(1)
    fireEvent.click(screen.getByText('拍照签到'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/apply/attendanceManagementFieldService/photoCheck/operationForm' })
  })

  test('a day without field sign-ins says so; a failed load offers 重试', async () => {
    let fail = true
    fakeApi({ 'GET /api/attendance/today': () => (fail ? { code: 400, msg: '您不是任何合同段的成员' } : ok(today({ punches: [] }))) })
    render(<PhotoCheckDayPage />)
    await screen.findByText('您不是任何合同段的成员')
    fail = false
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('今天还没有外勤签到')
  })

  test('where the rule requires the face, the sign-in goes with the face photo; without the rule, without it', async () => {
    let requireFace = true
    const api = fakeApi({
      'GET /api/attendance/today': () => ok(today({ rule: { ...today().rule, requireFace } })),
      'GET /api/attendance/face': ok({ list: [{ workerId: 'w1', realName: '杨山', contractId: 'ct1', team: '桥梁一队', trade: '钢筋工', userId: 'u-yangshan', enrolled: true, photo: null, provider: 'local', time: 1 }] }),
      'POST /api/attendance/clock': ok(punch())
    })
    const first = render(<PhotoCheckPage />)
    await screen.findByText('本合同段打卡需人脸识别：请拍摄本人正脸照片，提交时与录入的人脸比对（需联网）')
    fireEvent.click(screen.getByLabelText('拍照上传'))
    await waitFor(() => expect(first.container.querySelectorAll('.uploader__thumb').length).toBe(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    await typeIn(first.container, 'textarea', '去诸暨材料厂验收钢筋')
    fireEvent.click(screen.getByText('外勤打卡'))
    await screen.findByText('请拍摄本人正脸照片')
    fireEvent.click(screen.getByText('拍摄人脸'))
    await screen.findByLabelText('人脸照片预览')
    fireEvent.click(screen.getByText('外勤打卡'))
    await waitFor(() => expect(api.find('POST', '/api/attendance/clock')).toHaveLength(1))
    expect(api.find('POST', '/api/attendance/clock')[0].body).toMatchObject({ field: true, reason: '去诸暨材料厂验收钢筋', facePhoto: { url: UPLOADED.url } })
    first.unmount()

    requireFace = false
    const second = render(<PhotoCheckPage />)
    await screen.findByText(/距主线施工区约\d+米/)
    expect(screen.queryByText(/需人脸识别/)).toBeNull()
    fireEvent.click(screen.getByLabelText('拍照上传'))
    await waitFor(() => expect(second.container.querySelectorAll('.uploader__thumb').length).toBe(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    await typeIn(second.container, 'textarea', '去诸暨材料厂验收钢筋')
    fireEvent.click(screen.getByText('外勤打卡'))
    await waitFor(() => expect(api.find('POST', '/api/attendance/clock')).toHaveLength(2))
    expect(api.find('POST', '/api/attendance/clock')[1].body).not.toHaveProperty('facePhoto')
  })
})

describe('考勤信息录入', () => {
  const now = Date.now()
  const from = chinaDay(now, -6)
  const options = {
    contractId: 'ct-hj-tj01', contractName: '土建施工第TJ-01合同段', from, to: chinaDay(now),
    people: [
      { key: 'u:u-chengang', workerId: '', userId: 'u-chengang', realName: '陈刚', team: '管理人员', post: '工区长', entryDate: '2026-01-01', exitDate: '' },
      { key: 'w:w1', workerId: 'w1', userId: 'u-yangshan', realName: '杨山', team: '桥梁一队', post: '钢筋工', entryDate: '2026-01-01', exitDate: '' }
    ],
    causes: [{ value: 'phoneFault', label: '手机故障' }, { value: 'noSignal', label: '无信号' }, { value: 'faceFailed', label: '人脸识别失败' }, { value: 'other', label: '其他' }]
  }
  const entry = (more: Record<string, unknown> = {}) => ({
    ...punch({ id: 'm1', realName: '杨山', field: false, fenceId: '', fenceName: '', distance: 0, reason: '手机摔坏', punchDay: from }),
    manual: { enteredBy: 'u-chengang', enteredByName: '陈刚', cause: 'phoneFault', enteredTime: now }, mayRevoke: true, ...more
  })
  beforeEach(() => {
    useSessionStore.setState({ contractList: [{ id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段', kind: 'construction', contractor: '钱江路桥' }] as never })
  })

  test('someone who is no keeper of the section is told so', async () => {
    fakeApi({ 'GET /api/attendance/manual/options': refused('您没有补录考勤的权限') })
    render(<InformationEntryPage />)
    await screen.findByText('您没有补录考勤的权限')
    expect(screen.queryByText('提交补录')).toBeNull()
  })

  test('the form asks for what is missing, then sends the day for the worker picked', async () => {
    let list: unknown[] = []
    const api = fakeApi({
      'GET /api/attendance/manual/options': ok(options),
      'GET /api/attendance/manual': () => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } }),
      'POST /api/attendance/manual': () => { list = [entry({ kind: 'out', id: 'm2' }), entry()]; return ok([]) }
    })
    const { container } = render(<InformationEntryPage />)
    await screen.findByText('近7天没有补录记录')
    expect(api.find('GET', '/api/attendance/manual')[0].query).toMatchObject({ contractId: 'ct-hj-tj01', currentPage: '1' })
    expect(screen.getByText(`可补录 ${from} 至 ${chinaDay(now)}（近7天）`)).toBeInTheDocument()
    // the section's face photos are entered from here too
    fireEvent.click(screen.getByText('人脸信息录入'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/apply/faceRecognition/index?contractId=ct-hj-tj01' })

    const submit = () => fireEvent.click(screen.getByText('提交补录'))
    submit()
    await waitFor(() => expect(toasts()).toContain('请选择补录人员'))
    const pickers = () => container.querySelectorAll('taro-picker-core')
    // person, day, kind, in time, out time, cause
    fireTaroChange(pickers()[0], 1)
    fireTaroChange(pickers()[1], from)
    submit()
    await waitFor(() => expect(toasts()).toContain('请选择上班时间'))
    fireTaroChange(pickers()[3], '07:25')
    fireTaroChange(pickers()[4], '07:00')
    submit()
    await waitFor(() => expect(toasts()).toContain('下班时间应晚于上班时间'))
    fireTaroChange(pickers()[4], '17:40')
    submit()
    await waitFor(() => expect(toasts()).toContain('请选择补录原因'))
    fireTaroChange(pickers()[5], 0)
    submit()
    await waitFor(() => expect(toasts()).toContain('请填写补录说明'))
    expect(api.find('POST', '/api/attendance/manual')).toHaveLength(0)

    await typeIn(container, 'textarea', '手机摔坏，工区长现场核实在岗')
    submit()
    await waitFor(() => expect(api.find('POST', '/api/attendance/manual')).toHaveLength(1))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '确认补录', content: expect.stringContaining(`杨山 ${from} 上下班`) }))
    expect(api.find('POST', '/api/attendance/manual')[0].body).toEqual({
      contractId: 'ct-hj-tj01', workerId: 'w1', day: from, kind: 'both', inTime: '07:25', outTime: '17:40', cause: 'phoneFault', reason: '手机摔坏，工区长现场核实在岗', photos: []
    })
    // the list shows the entries as 补录, with who entered them and why
    expect(await screen.findAllByText('补录')).toHaveLength(2)
    expect(screen.getAllByText(/^由陈刚于.+补录 · 手机故障$/)).toHaveLength(2)
  })

  test('a staff member is sent by his account, one kind only', async () => {
    const api = fakeApi({
      'GET /api/attendance/manual/options': ok(options),
      'GET /api/attendance/manual': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
      'POST /api/attendance/manual': refused('陈刚已有上班打卡（07:31），无需补录')
    })
    const { container } = render(<InformationEntryPage />)
    await screen.findByText('近7天没有补录记录')
    const pickers = () => container.querySelectorAll('taro-picker-core')
    fireTaroChange(pickers()[0], 0)
    fireTaroChange(pickers()[1], from)
    fireTaroChange(pickers()[2], 1) // 仅上班: the out time is no longer asked
    await waitFor(() => expect(screen.queryByText('下班时间')).toBeNull())
    fireTaroChange(pickers()[3], '07:40')
    fireTaroChange(pickers()[4], 1)
    await typeIn(container, 'textarea', '隧道内无信号')
    fireEvent.click(screen.getByText('提交补录'))
    await waitFor(() => expect(api.find('POST', '/api/attendance/manual')).toHaveLength(1))
    expect(api.find('POST', '/api/attendance/manual')[0].body).toEqual({
      contractId: 'ct-hj-tj01', userId: 'u-chengang', day: from, kind: 'in', inTime: '07:40', cause: 'noSignal', reason: '隧道内无信号', photos: []
    })
    // the server's refusal is shown as it says it
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '补录失败', content: '陈刚已有上班打卡（07:31），无需补录' })))
  })

  test('撤销 asks first; cancelled nothing is sent, confirmed the entry is gone and shows among the revoked', async () => {
    let revoked: unknown[] = []
    const api = fakeApi({
      'GET /api/attendance/manual/options': ok(options),
      'GET /api/attendance/manual': ok({ list: [entry(), entry({ id: 'old', mayRevoke: false })], pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
      'DELETE /api/attendance/manual/m1': () => { revoked = [{ id: 'm1', realName: '杨山', kind: 'in', punchTime: now, punchDay: from, cause: 'phoneFault', causeName: '手机故障', reason: '手机摔坏', enteredByName: '陈刚', enteredTime: now, revokedByName: '陈刚', revokedAt: now }]; return ok() },
      'GET /api/attendance/manual/revoked': () => ok(revoked)
    })
    render(<InformationEntryPage />)
    expect(await screen.findAllByText('补录')).toHaveLength(2)
    // only the entry still in the window offers 撤销
    expect(screen.getAllByText('撤销')).toHaveLength(1)
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(screen.getByText('撤销'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '撤销补录' })))
    expect(api.find('DELETE', '/api/attendance/manual/m1')).toHaveLength(0)

    fireEvent.click(screen.getByText('撤销'))
    await waitFor(() => expect(api.find('DELETE', '/api/attendance/manual/m1')).toHaveLength(1))
    await waitFor(() => expect(screen.getAllByText('补录')).toHaveLength(1))
    expect(toasts()).toContain('已撤销')
    // kept with who revoked it, and no longer revocable
    expect(await screen.findByText('近7天已撤销的补录')).toBeInTheDocument()
    expect(screen.getByText('已撤销', { selector: '.att-tag--revoked' })).toBeInTheDocument()
    expect(screen.getByText(/陈刚于.*撤销，不计入考勤/)).toBeInTheDocument()
    expect(screen.queryAllByText('撤销')).toHaveLength(0)
  })

  test('a list that fails to load says why and retries', async () => {
    let tries = 0
    fakeApi({
      'GET /api/attendance/manual/options': ok(options),
      'GET /api/attendance/manual': () => (++tries === 1 ? refused('网络异常') : ok({ list: [entry()], pagination: { currentPage: 1, pageSize: 20, total: 1 } }))
    })
    render(<InformationEntryPage />)
    await screen.findByText('网络异常')
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('补录')
  })
})

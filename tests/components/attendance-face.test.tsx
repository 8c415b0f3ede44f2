// 人脸录入 (faceRecognition) and 人脸识别打卡 (attendanceFaceRecognition): the camera, the preview, the upload with its
// progress and the server's answer; a manager picks a worker from the registry; the clock screen leads to the face
// screen where the section's rule requires the face.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __setUploadHandler, __storage } from '../__mocks__/taro'
import FaceRecognitionPage from '@/pages/apply/faceRecognition/index'
import AttendanceFaceRecognitionPage from '@/pages/apply/attendanceFaceRecognition/index'
import { ClockScreen } from '@/features/attendance'
import { useSessionStore } from '@/features/session'
import ShiftRulePage from '@/pages/apply/attendanceManagement/attendanceClock/shiftRule'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const UPLOADED = { name: '20261127_face.jpg', url: '/api/file/Image/annexpic/20261127_face.jpg?exp=1&sig=s' }
const enrolment = (more: Record<string, unknown> = {}) => ({
  workerId: 'w1', realName: '杨山', contractId: 'ct1', team: '桥梁一队', trade: '钢筋工', userId: 'u-yangshan', enrolled: false, photo: null, provider: null, time: null, ...more
})
const today = (more: Record<string, unknown> = {}) => ({
  now: Date.now(), day: '2026-11-27', contractId: 'ct1', contractName: 'TJ-01合同段', sections: [{ id: 'ct1', name: 'TJ-01合同段', hasFence: true }],
  rule: { workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '', requireFace: true },
  // a fence of 5 km around the fix, so the GCJ-02 shift of the browser's fix stays inside
  fences: [{ id: 'f1', contractId: 'ct1', name: '主线施工区', shape: 'circle', enabled: true, center: { longitude: 120.26, latitude: 29.86 }, radius: 5000, points: [] }],
  worker: { id: 'w1', realName: '杨山', team: '桥梁一队', trade: '钢筋工', exited: false }, punches: [], ...more
})
const punch = (more: Record<string, unknown> = {}) => ({
  id: 'p1', contractId: 'ct1', userId: 'u-yangshan', realName: '杨山', kind: 'in', punchTime: Date.now(), punchDay: '2026-11-27', longitude: 120.26, latitude: 29.86,
  accuracy: 10, fenceId: 'f1', fenceName: '主线施工区', distance: 0, inside: true, field: false, photos: [], reason: '', address: '', late: false, early: false,
  face: { photo: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'face.jpg' }, score: 71 }, ...more
})
const refused = (msg: string) => ({ code: 400, msg })

/** the camera hands back one photo each time it is opened */
function camera() {
  let n = 0
  ;(Taro.chooseImage as jest.Mock).mockImplementation(async () => {
    n += 1
    return { tempFilePaths: [`blob:http://localhost/face-${n}`], tempFiles: [{ size: 2000, originalFileObj: { name: `face-${n}.jpg`, size: 2000, type: 'image/jpeg' } }] }
  })
}

/** uploads that stop at 42 % until the test lets them finish */
function heldUploads() {
  const waiting: (() => void)[] = []
  __setUploadHandler(async (_opts, progress) => {
    progress(42)
    await new Promise<void>((resolve) => waiting.push(resolve))
    return { statusCode: 200, data: { code: 200, msg: '上传成功', data: UPLOADED } }
  })
  return { finish: () => waiting.splice(0).forEach((go) => go()) }
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-yangshan', userName: '杨山', userAccount: 'yangshan' })
  __setRouterParams({})
  camera()
  // jsdom has no canvas: the photo goes up as taken
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
  ;(Taro.getLocation as jest.Mock).mockResolvedValue({ latitude: 29.86, longitude: 120.26, accuracy: 10 })
})

describe('人脸录入', () => {
  test('a worker takes his photo, sees it upload with its progress, is told there is no face, and enrols on the retake', async () => {
    const uploads = heldUploads()
    let tries = 0
    const api = fakeApi({
      'GET /api/attendance/face': ok({ list: [enrolment()] }),
      'GET /api/attendance/workers': refused('您没有查看劳务人员名册的权限'),
      'POST /api/attendance/workers/w1/face': () => (++tries === 1 ? refused('未检测到人脸，请正对镜头重新拍照')
        : ok(enrolment({ enrolled: true, provider: 'local', time: Date.now(), photo: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'face-2.jpg' } })))
    })
    render(<FaceRecognitionPage />)
    await screen.findByText('杨山')
    expect(screen.getByText('尚未录入人脸')).toBeInTheDocument()
    // not a manager: no registry to pick from
    await waitFor(() => expect(api.find('GET', '/api/attendance/workers')).toHaveLength(1))
    expect(screen.queryByText('为其他劳务人员录入')).toBeNull()

    fireEvent.click(screen.getByText('拍照'))
    await screen.findByLabelText('人脸照片预览')
    expect(Taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ sourceType: ['camera'] }))
    fireEvent.click(screen.getByText('录入人脸'))
    await screen.findByText('正在上传 42%')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42')
    uploads.finish()
    await screen.findByText('未检测到人脸，请正对镜头重新拍照')
    expect(api.find('POST', '/api/attendance/workers/w1/face')[0].body).toEqual({ photo: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'face-1.jpg' } })

    fireEvent.click(screen.getByText('重新拍摄'))
    await waitFor(() => expect(Taro.chooseImage).toHaveBeenCalledTimes(2))
    fireEvent.click(await screen.findByText('录入人脸'))
    await screen.findByText('正在上传 42%')
    uploads.finish()
    await screen.findByText('✓ 人脸录入成功')
    expect(screen.getByText(/^已录入人脸/)).toBeInTheDocument()
    expect(screen.getByLabelText('已录入的人脸照片')).toBeInTheDocument()
  })

  test('a manager picks a worker from the registry and re-takes his face', async () => {
    __setUploadHandler(async () => ({ statusCode: 200, data: { code: 200, msg: '上传成功', data: UPLOADED } }))
    const api = fakeApi({
      'GET /api/attendance/face': ok({ list: [] }),
      'GET /api/attendance/workers': (c) => ok({ list: c.query.keyword === '张' || !c.query.keyword
        ? [{ id: 'w2', contractId: 'ct1', contractName: 'TJ-01合同段', userId: '', realName: '张德明', idCard: '', mobile: '', trade: '架子工', team: '桥梁二队', entryDate: '2026-10-01', exitDate: '', exited: false }]
        : [], pagination: { currentPage: 1, pageSize: 50, total: 1 } }),
      'GET /api/attendance/workers/w2/face': ok(enrolment({ workerId: 'w2', realName: '张德明', team: '桥梁二队', trade: '架子工', userId: '', enrolled: true, time: Date.now(), provider: 'local', photo: { fileId: 'old.jpg', url: '/api/file/Image/annexpic/old.jpg', name: 'old.jpg' } })),
      'POST /api/attendance/workers/w2/face': ok(enrolment({ workerId: 'w2', realName: '张德明', enrolled: true, time: Date.now(), provider: 'local', photo: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'face-1.jpg' } }))
    })
    render(<FaceRecognitionPage />)
    await screen.findByText('请从劳务人员名册中选择要录入人脸的人员')
    fireEvent.click(await screen.findByText('选择劳务人员'))
    fireEvent.click(await screen.findByText('张德明'))
    await screen.findByText(/^已录入人脸/)
    expect(api.find('GET', '/api/attendance/workers')[0].query).toMatchObject({ state: 'active' })
    fireEvent.click(screen.getByText('拍照'))
    fireEvent.click(await screen.findByText('更新人脸'))
    await screen.findByText('✓ 人脸录入成功')
    expect(api.find('POST', '/api/attendance/workers/w2/face')).toHaveLength(1)
  })
})

describe('人脸识别打卡', () => {
  test('the worker takes his photo and clocks in with it: another face is refused as the server says, the retake passes', async () => {
    __setRouterParams({ contractId: 'ct1' })
    const uploads = heldUploads()
    let tries = 0
    const api = fakeApi({
      'GET /api/attendance/today': ok(today()),
      'GET /api/attendance/face': ok({ list: [enrolment({ enrolled: true, provider: 'local', time: Date.now() })] }),
      'POST /api/attendance/clock': () => (++tries === 1 ? refused('人脸比对未通过，请本人重新拍照') : ok(punch()))
    })
    render(<AttendanceFaceRecognitionPage />)
    await screen.findByText('✓ 已进入考勤范围：主线施工区')
    expect(api.find('GET', '/api/attendance/today')[0].query).toEqual({ contractId: 'ct1' })
    fireEvent.click(screen.getByText('拍照'))
    fireEvent.click(await screen.findByText('上班打卡'))
    await screen.findByText('正在上传 42%')
    uploads.finish()
    await screen.findByText('人脸比对未通过，请本人重新拍照')
    const first = api.find('POST', '/api/attendance/clock')[0]
    expect(first.body).toMatchObject({ contractId: 'ct1', facePhoto: { fileId: UPLOADED.name, url: UPLOADED.url, name: 'face-1.jpg' } })
    expect(first.header['Idempotency-Key']).toMatch(/^\w{32}$/)

    fireEvent.click(screen.getByText('重新拍照'))
    await waitFor(() => expect(Taro.chooseImage).toHaveBeenCalledTimes(2))
    fireEvent.click(screen.getByText('上班打卡'))
    await screen.findByText('正在上传 42%')
    uploads.finish()
    await screen.findByText('✓ 上班打卡成功')
    expect(api.find('POST', '/api/attendance/clock')).toHaveLength(2)
    expect(api.find('POST', '/api/attendance/clock')[1].header['Idempotency-Key']).not.toBe(first.header['Idempotency-Key'])
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalled(), { timeout: 4000 })
  })

  test('a worker without an enrolment is sent to enrol first', async () => {
    fakeApi({
      'GET /api/attendance/today': ok(today()),
      'GET /api/attendance/face': ok({ list: [enrolment()] })
    })
    render(<AttendanceFaceRecognitionPage />)
    await screen.findByText('您尚未录入人脸照片，请先录入后再打卡')
    fireEvent.click(screen.getByText('去录入人脸'))
    expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/faceRecognition/index?workerId=w1' }))
    expect(screen.queryByText('拍照')).toBeNull()
  })

  test('on the clock screen, a section that requires the face leads the worker to the face screen', async () => {
    const api = fakeApi({ 'GET /api/attendance/today': ok(today()) })
    render(<ClockScreen />)
    await screen.findByText('✓ 已进入考勤范围：主线施工区')
    fireEvent.click(screen.getByRole('button', { name: '上班打卡' }))
    expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/attendanceFaceRecognition/index?contractId=ct1' }))
    expect(api.find('POST', '/api/attendance/clock')).toHaveLength(0)
  })
})

test('考勤规则: a manager turns on 人脸识别打卡 and the rule is saved with it', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01' })
  const section = { id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: 'TJ-01标段', projectId: 'proj-hj', kind: 'construction', contractor: '钱江路桥' }
  useSessionStore.setState({ project: { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建' } as never, contractList: [section] as never, contract: section as never })
  const api = fakeApi({
    'GET /api/attendance/rule': ok({ contractId: 'ct-hj-tj01', workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '', requireFace: false, mayManage: true }),
    'PUT /api/attendance/rule': (c) => ok({ ...(c.body as object), mayManage: true })
  })
  render(<ShiftRulePage />)
  const face = await screen.findByRole('switch', { name: '人脸识别打卡' })
  expect(face).toHaveAttribute('aria-checked', 'false')
  fireEvent.click(face)
  expect(screen.getByRole('switch', { name: '人脸识别打卡' })).toHaveAttribute('aria-checked', 'true')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('PUT', '/api/attendance/rule')).toHaveLength(1))
  expect(api.find('PUT', '/api/attendance/rule')[0].body).toMatchObject({ contractId: 'ct-hj-tj01', requireFace: true })
})

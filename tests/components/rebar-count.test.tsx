// 钢筋点数 in jsdom: a photo is taken, uploaded with progress and counted by the server; the rings are drawn over the
// photo at their places (fractions of the photo, so they follow its displayed size); a tap on a ring removes it and
// a tap on an empty place adds one, and the count follows; saving sends the corrected marks with the photo, the
// specification and the section. A photo without bars shows the server's message and offers no save. The list opens
// a count, whose detail shows the saved rings.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setRouterParams, __setUploadHandler, __storage } from '../__mocks__/taro'
import RebarCountTakePage from '@/pages/apply/rebarCount/count'
import RebarCountPage from '@/pages/apply/rebarCount/index'
import RebarCountDetailPage from '@/pages/apply/rebarCount/detail'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { find } from './ui'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const PHOTO = '/api/file/Image/annexpic/20261127_bundle.jpg?exp=1&sig=x'
const FOUND = { width: 1000, height: 750, count: 3, millis: 420, marks: [{ x: 100, y: 100, r: 40 }, { x: 200, y: 100, r: 40 }, { x: 300, y: 100, r: 44 }] }
const CONTRACT = { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '土建一标', kind: 'construction', contractor: '浙江交工' }

function takePhoto() {
  ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
    tempFilePaths: ['blob:http://localhost/bundle'],
    tempFiles: [{ size: 800_000, originalFileObj: { name: 'bundle.jpg', size: 800_000, type: 'image/jpeg' } }]
  })
}

/** the photo box as the browser lays it out: 300 × 225 at the page's top left */
function layOut(box: HTMLElement) {
  box.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 225, right: 300, bottom: 225, x: 0, y: 0, toJSON: () => ({}) })
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  __storage.set('contract', CONTRACT)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
  __setUploadHandler(async (_opts, progress) => {
    progress(50)
    progress(100)
    return { statusCode: 200, data: { code: 200, msg: '上传成功', data: { name: '20261127_bundle.jpg', url: PHOTO } } }
  })
})

test('the rings are drawn over the photo; a tap removes or adds one; saving sends the corrected marks', async () => {
  const api = fakeApi({
    'POST /api/rebar/detect': ok(FOUND),
    'POST /api/rebar/counts': (c) => ok({ id: 'rc-1', count: (c.body as { marks: unknown[] }).marks.length })
  })
  const { container } = render(<RebarCountTakePage />)
  expect(screen.getByText(/合同段：TJ-01 浙江交工/)).toBeInTheDocument()
  takePhoto()
  fireEvent.click(screen.getByText('拍照识别'))
  await screen.findByText('识别3根')
  expect(api.find('POST', '/api/rebar/detect')[0].body).toEqual({ photo: PHOTO })
  // three rings where the server put them, in fractions of the 1000 × 750 photo
  const rings = () => Array.from(container.querySelectorAll<HTMLElement>('.rc-mark'))
  expect(rings()).toHaveLength(3)
  expect(rings()[0].style.left).toBe('6.000%')
  expect(rings()[0].style.top).toBe('8.000%')
  expect(rings()[0].style.width).toBe('8.000%')
  expect(rings()[0].style.height).toBe('10.667%')
  expect(container.querySelector('.rc-count__n')?.textContent).toBe('3')

  // a tap on the second ring removes it
  fireEvent.click(rings()[1])
  expect(rings()).toHaveLength(2)
  expect(container.querySelector('.rc-count__n')?.textContent).toBe('2')
  expect(screen.getByText('识别3根，已修正')).toBeInTheDocument()

  // a tap on an empty place (150, 150 of the 300 × 225 box: 500, 500 in the photo) adds a ring of the typical size
  const box = container.querySelector<HTMLElement>('.rc-photo')!
  layOut(box)
  fireEvent.click(box, { clientX: 150, clientY: 150 })
  await waitFor(() => expect(rings()).toHaveLength(3))
  fireEvent.click(box, { clientX: 240, clientY: 30 })
  await waitFor(() => expect(rings()).toHaveLength(4))
  expect(container.querySelector('.rc-count__n')?.textContent).toBe('4')

  // the specification is required
  fireEvent.click(screen.getByText('保存（4根）'))
  await screen.findByText('请填写钢筋规格')
  expect(api.find('POST', '/api/rebar/counts')).toHaveLength(0)
  fireEvent.click(screen.getByText('HRB400E Φ25'))
  fireEvent.input(await find(container, '.rc-textarea textarea'), { target: { value: '第3捆' } })
  fireEvent.click(screen.getByText('保存（4根）'))
  await waitFor(() => expect(api.find('POST', '/api/rebar/counts')).toHaveLength(1))
  const sent = api.find('POST', '/api/rebar/counts')[0].body as Record<string, unknown>
  expect(sent).toMatchObject({ contractId: 'ct-hj-tj01', photo: PHOTO, width: 1000, height: 750, detectedCount: 3, specification: 'HRB400E Φ25', note: '第3捆' })
  // the added rings take the median radius of the rings there (40 and 44: the upper one)
  expect(sent.marks).toEqual([
    { x: 100, y: 100, r: 40 }, { x: 300, y: 100, r: 44 }, { x: 500, y: 500, r: 44 }, { x: 800, y: 100, r: 44 }
  ])
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/rebarCount/detail?id=rc-1' })))
})

test('a photo without bars shows the server\'s message and offers no save; 重新拍照 tries again', async () => {
  let calls = 0
  fakeApi({
    'POST /api/rebar/detect': () => (++calls === 1 ? { code: 400, msg: '未识别到钢筋端面，请正对钢筋端面、靠近后重新拍摄' } : ok(FOUND))
  })
  const { container } = render(<RebarCountTakePage />)
  takePhoto()
  fireEvent.click(screen.getByText('拍照识别'))
  await screen.findByText('未识别到钢筋端面，请正对钢筋端面、靠近后重新拍摄')
  expect(screen.queryByText(/^保存/)).toBeNull()
  expect(container.querySelectorAll('.rc-mark')).toHaveLength(0)
  takePhoto()
  fireEvent.click(screen.getByText('重新拍照'))
  await screen.findByText('识别3根')
  expect(container.querySelectorAll('.rc-mark')).toHaveLength(3)
})

test('without a section chosen the screen says so', () => {
  __storage.delete('contract')
  render(<RebarCountTakePage />)
  expect(screen.getByText('请先在工作台选择合同段')).toBeInTheDocument()
})

test('the list shows the counts of the section and opens one; the detail draws its saved rings', async () => {
  const row = { id: 'rc-1', contractId: 'ct-hj-tj01', sectionText: 'TJ-01 浙江交工', photo: PHOTO, count: 4, detectedCount: 3, corrected: true, specification: 'HRB400E Φ25', note: '第3捆', userName: '陈刚', createdAt: Date.now() }
  const api = fakeApi({
    'GET /api/rebar/counts': ok({ list: [row], pagination: { currentPage: 1, pageSize: 20, total: 1 } }),
    'GET /api/rebar/counts/rc-1': ok({ ...row, width: 1000, height: 750, marks: FOUND.marks })
  })
  const list = render(<RebarCountPage />)
  await screen.findByText('HRB400E Φ25')
  expect(screen.getByText('4根')).toBeInTheDocument()
  expect(screen.getByText(/已人工修正/)).toBeInTheDocument()
  expect(api.find('GET', '/api/rebar/counts')[0].query).toMatchObject({ projectId: 'proj-hj', contractId: 'ct-hj-tj01', currentPage: '1' })
  fireEvent.click(screen.getByText('HRB400E Φ25'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/rebarCount/detail?id=rc-1' }))
  fireEvent.click(screen.getByText('拍照点数'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/rebarCount/count' }))
  list.unmount()

  __setRouterParams({ id: 'rc-1' })
  const { container } = render(<RebarCountDetailPage />)
  await screen.findByText('4根（自动识别3根，已人工修正）')
  expect(container.querySelectorAll('.rc-mark')).toHaveLength(3)
  // read only: a tap changes nothing
  fireEvent.click(container.querySelectorAll('.rc-mark')[0])
  expect(container.querySelectorAll('.rc-mark')).toHaveLength(3)
})

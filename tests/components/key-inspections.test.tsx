// 重点巡查 and 手动定位 in jsdom: the plan's tabs with the missed flag and the last visit (a point opens its visit
// form), the visit form's checks (no position, no photo, a problem without a description), the server's refusal
// shown as it says it with a fresh key for the corrected visit, and the foreman's positioning with its accuracy
// and confirmation.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setRequestHandler, __setUploadHandler, __storage, type MockResponse } from '../__mocks__/taro'
import { NO_FIX, PlanScreen, PositionScreen, VisitScreen } from '@/features/key-inspections'
import { routes } from '@/config/routes'
import { wgs84ToGcj02 } from '@/utils/gcj02'

const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, msg: 'ok', data } })
const refuse = (msg: string) => ({ statusCode: 200, data: { code: 400, msg } })
/** the browser's fix (WGS-84) and where the app puts it (GCJ-02) */
const RAW = { latitude: 29.86, longitude: 120.26, accuracy: 12 }
const HERE = wgs84ToGcj02(RAW)
const typeInto = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))
const east = (p: { longitude: number; latitude: number }, m: number) => ({ longitude: p.longitude + m / (111_194.93 * Math.cos((p.latitude * Math.PI) / 180)), latitude: p.latitude })

const base = {
  projectId: 'proj-hj', contractId: 'ct-hj-tj01', contractName: '杭金改扩建土建施工第TJ-01合同段', radius: 100, responsibleRoles: ['safetyOfficer'], responsibleNote: '',
  enabled: true, positionedTime: null, positionAccuracy: null, periodFrom: '2026-11-27', periodTo: '2026-11-27'
}
/** 09:05 on the device's clock */
const lastVisit = { id: 'v1', pointId: 'p-pit', pointName: '', contractId: 'ct-hj-tj01', userId: 'u-wangfang', realName: '王芳', visitTime: new Date(2026, 10, 27, 9, 5).getTime(), visitDay: '2026-11-27',
  longitude: 0, latitude: 0, accuracy: 8, distance: 12, condition: 'normal', notes: '', photos: [], hazardId: '', hazardNo: '' }
const items = [
  { ...base, id: 'p-slope', name: 'K15+006右侧路堑高边坡', kind: '高边坡', chainage: 'K15+006', frequency: 'daily', status: 'missed', missedCount: 2, lastVisit: null, ...east(HERE, 40) },
  { ...base, id: 'p-pit', name: 'K25+142跨线桥承台深基坑', kind: '深基坑', chainage: 'K25+142', frequency: 'daily', status: 'visited', missedCount: 0, lastVisit, ...east(HERE, 800) },
  { ...base, id: 'p-power', name: '项目经理部驻地配电房', kind: '临时用电', chainage: '', frequency: 'weekly', status: 'due', missedCount: 0, lastVisit: null, ...east(HERE, 2000) }
]
const plan = (over: Record<string, unknown> = {}) => ({ now: Date.now(), day: '2026-11-27', sections: [{ id: 'ct-hj-tj01', name: base.contractName }], canKeep: true, canPosition: true, canVisit: true, list: items, ...over })

beforeEach(() => {
  __reset()
  __storage.set('project', { id: 'proj-hj', enCode: 'HJGKJ', fullName: 'G60沪昆高速公路杭州至金华段改扩建工程', organizeId: 'org-hj' })
  __storage.set('userInfo', { userId: 'u-wangfang', userName: '王芳' })
})
afterEach(() => jest.restoreAllMocks())

describe('the plan', () => {
  it('sorts the points into 今日待巡, 已巡 and 漏检, flags the missed ones, and opens a point', async () => {
    __setRequestHandler(() => ok(plan()))
    render(<PlanScreen projectId='proj-hj' />)
    expect(await screen.findByText('今日待巡 2')).toBeTruthy()
    expect(screen.getByText('已巡 1')).toBeTruthy()
    expect(screen.getByText('漏检 1')).toBeTruthy()
    expect(screen.getByText('K15+006右侧路堑高边坡')).toBeTruthy()
    expect(screen.getByText('已漏检2次')).toBeTruthy()
    expect(screen.getByText('项目经理部驻地配电房')).toBeTruthy()
    expect(screen.queryByText('K25+142跨线桥承台深基坑')).toBeNull()

    fireEvent.click(screen.getByText('已巡 1'))
    expect(screen.getByText('K25+142跨线桥承台深基坑')).toBeTruthy()
    expect(screen.getByText(/^上次巡查：11-27 09:05 王芳 正常$/)).toBeTruthy()
    expect(screen.queryByText('K15+006右侧路堑高边坡')).toBeNull()

    fireEvent.click(screen.getByText('漏检 1'))
    expect(screen.getByText('K15+006右侧路堑高边坡')).toBeTruthy()
    expect(screen.queryByText('项目经理部驻地配电房')).toBeNull()
    fireEvent.click(screen.getByText('K15+006右侧路堑高边坡'))
    expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe(routes.keyInspections.visit('p-slope'))
    // keepers may add points
    expect(screen.getByText('＋ 新增重点部位')).toBeTruthy()
  })

  it('hides 新增 from those who do not keep points, and offers 重试 after a failure', async () => {
    let fail = true
    __setRequestHandler(() => (fail ? refuse('您不是该项目的成员，无法查看其数据') : ok(plan({ canKeep: false, list: [] }))))
    render(<PlanScreen projectId='proj-hj' />)
    expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('您所在的合同段尚未设置重点巡查部位')).toBeTruthy()
    expect(screen.queryByText('＋ 新增重点部位')).toBeNull()
  })
})

describe('the visit form', () => {
  const sent: { data: any; header: any }[] = []
  let uploads = 0
  let answer: () => MockResponse
  beforeEach(() => {
    sent.length = 0
    answer = () => ok({ ...lastVisit, id: 'v-new', pointId: 'p-slope' })
    __setRequestHandler((o) => {
      if (String(o.url).includes('/api/key-inspections/plan')) return ok(plan())
      sent.push({ data: typeof o.data === 'string' ? JSON.parse(o.data) : o.data, header: o.header })
      return answer()
    })
    uploads = 0
    __setUploadHandler(() => {
      uploads += 1
      return { statusCode: 200, data: { code: 200, msg: '上传成功', data: { name: 'k1.jpg', url: '/api/file/Image/annexpic/k1.jpg' } } }
    })
    let n = 0
    URL.createObjectURL = jest.fn(() => `blob:http://localhost/stamped-${(n += 1)}`)
    const ctx: Record<string, any> = { fillStyle: '', font: '', textBaseline: '', fillRect: jest.fn(), drawImage: jest.fn(), fillText: jest.fn() }
    ctx.measureText = (text: string) => ({ width: Array.from(text).length * 10 })
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
      cb(new Blob([new Uint8Array(200_000)], { type }))
    })
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const img = { naturalWidth: 4000, naturalHeight: 3000, onload: null as null | (() => void), onerror: null }
      Object.defineProperty(img, 'src', { set: () => setTimeout(() => img.onload?.()) })
      return img as unknown as HTMLImageElement
    })
  })
  const submit = () => fireEvent.click(screen.getByText('提交巡查'))
  async function takePhoto() {
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:http://localhost/picked-0'], tempFiles: [{ size: 2_000_000, originalFileObj: { name: 'slope.jpg', size: 2_000_000, type: 'image/jpeg' } }]
    })
    fireEvent.click(screen.getByLabelText('拍照上传'))
    await waitFor(() => expect(uploads).toBe(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
  }

  it('says when the position is refused, and sends nothing without one', async () => {
    ;(Taro.getLocation as jest.Mock).mockRejectedValue({ errMsg: 'getLocation:fail auth deny' })
    render(<VisitScreen projectId='proj-hj' pointId='p-slope' />)
    expect(await screen.findByText(NO_FIX)).toBeTruthy()
    expect(screen.getByText('已漏检2次')).toBeTruthy()
    submit()
    expect(screen.getByRole('alert').textContent).toBe(NO_FIX)
    expect(sent).toEqual([])
    // a fix on the second try shows the distance to the point
    ;(Taro.getLocation as jest.Mock).mockResolvedValue(RAW)
    fireEvent.click(screen.getByText('重新定位'))
    expect(await screen.findByText(/^您在巡查范围内（距部位约(39|40|41)米）$/)).toBeTruthy()
    expect(screen.getByText('定位精度 ±12米')).toBeTruthy()
  })

  it('needs a photo and, for a problem, a description; shows the refusal and sends the corrected visit under a new key', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValue(RAW)
    render(<VisitScreen projectId='proj-hj' pointId='p-slope' />)
    expect(await screen.findByText(/^您在巡查范围内/)).toBeTruthy()
    submit()
    expect(screen.getByRole('alert').textContent).toBe('请至少拍摄一张现场照片')
    expect(sent).toEqual([])
    await takePhoto()
    fireEvent.click(screen.getByText('发现问题'))
    submit()
    expect(screen.getByRole('alert').textContent).toBe('发现问题时请描述问题')
    expect(sent).toEqual([])

    typeInto(document.querySelector('taro-textarea-core')!, '坡面有浮石')
    fireEvent.click(screen.getByText('同时登记为安全隐患'))
    answer = () => refuse('您不在巡查范围内，距离K15+006右侧路堑高边坡160米（须在100米内）')
    submit()
    expect(await screen.findByText('您不在巡查范围内，距离K15+006右侧路堑高边坡160米（须在100米内）')).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(sent[0].data).toMatchObject({ pointId: 'p-slope', condition: 'problem', notes: '坡面有浮石', registerHazard: true, accuracy: 12, photos: [{ url: '/api/file/Image/annexpic/k1.jpg' }] })
    const firstKey = sent[0].header['Idempotency-Key']
    expect(firstKey).toMatch(/^\S{32}$/)

    answer = () => ok({ ...lastVisit, id: 'v-new', pointId: 'p-slope', condition: 'problem', hazardNo: 'YH-20261127-001' })
    submit()
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '巡查已提交，隐患YH-20261127-001已登记' })))
    expect(sent[1].header['Idempotency-Key']).not.toBe(firstKey)
  })

  it('shows the last visit to those who only look', async () => {
    ;(Taro.getLocation as jest.Mock).mockResolvedValue(RAW)
    __setRequestHandler(() => ok(plan({ canVisit: false })))
    render(<VisitScreen projectId='proj-hj' pointId='p-pit' />)
    expect(await screen.findByText(/^上次巡查：2026-11-27 09:05 王芳 正常$/)).toBeTruthy()
    expect(screen.queryByText('提交巡查')).toBeNull()
    expect(Taro.getLocation).not.toHaveBeenCalled()
  })
})

describe('manual positioning', () => {
  const points = items.map(({ status: _s, missedCount: _m, lastVisit: _l, periodFrom: _f, periodTo: _t, ...p }) => p)
  it('shows the fix with its accuracy, refuses a poor one, and sets a good one after confirming', async () => {
    const puts: any[] = []
    __setRequestHandler((o) => {
      if (o.method === 'PUT') {
        const body = typeof o.data === 'string' ? JSON.parse(o.data) : o.data
        puts.push({ url: o.url, body })
        return ok({ ...points[0], longitude: body.longitude, latitude: body.latitude, positionAccuracy: body.accuracy, positionedTime: Date.now(), chainage: 'K15+010' })
      }
      return ok({ list: points })
    })
    render(<PositionScreen projectId='proj-hj' />)
    fireEvent.click(await screen.findByText('K15+006右侧路堑高边坡'))
    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ ...RAW, accuracy: 85 })
    fireEvent.click(screen.getByText('获取当前位置'))
    expect(await screen.findByText(/精度 ±85米$/)).toBeTruthy()
    fireEvent.click(screen.getByText('使用此位置'))
    expect(screen.getByRole('alert').textContent).toBe('定位精度不足（±85米），请到开阔处重新定位')
    expect(puts).toEqual([])

    ;(Taro.getLocation as jest.Mock).mockResolvedValueOnce({ ...RAW, accuracy: 6 })
    fireEvent.click(screen.getByText('重新定位'))
    expect(await screen.findByText(/精度 ±6米$/)).toBeTruthy()
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(screen.getByText('使用此位置'))
    await act(async () => { await Promise.resolve() })
    expect(puts).toEqual([]) // cancelled
    fireEvent.click(screen.getByText('使用此位置'))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0].url).toContain('/api/key-inspections/points/p-slope/position')
    expect(puts[0].body).toMatchObject({ source: 'fix', accuracy: 6, longitude: HERE.longitude, latitude: HERE.latitude })
    expect((Taro.showModal as jest.Mock).mock.calls[1][0].content).toMatch(/^将「K15\+006右侧路堑高边坡」的位置设为 120\.\d{6}, 29\.\d{6}（距原位置约(39|40|41)米）？$/)
  })

  it('checks typed coordinates before asking', async () => {
    __setRequestHandler(() => ok({ list: points }))
    render(<PositionScreen projectId='proj-hj' />)
    fireEvent.click(await screen.findByText('项目经理部驻地配电房'))
    typeInto(document.querySelector('taro-input-core')!, '12.5')
    fireEvent.click(screen.getByText('使用输入的坐标'))
    expect(screen.getByRole('alert').textContent).toBe('经度应为73～136之间的数字')
    expect(Taro.showModal).not.toHaveBeenCalled()
  })
})

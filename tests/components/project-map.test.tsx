// The Map tab: the route drawn from the chainage line, the sections in the legend, the open hazards and the
// structures as lists (a hazard opens its record), a project without a line, and a failure with 重试.
import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fitProjection, MapScreen } from '@/features/project-map'
import { routes } from '@/config/routes'
import { base64Decode } from '@/utils/base64'
import { __reset, __setRequestHandler } from '../__mocks__/taro'
import { recordingCanvas } from './chart-canvas'

const line = [
  { chainage: 0, longitude: 120.2585, latitude: 30.116 },
  { chainage: 46616, longitude: 120.27, latitude: 29.72 },
  { chainage: 95100, longitude: 120.07, latitude: 29.39 }
]
const map = {
  projectId: 'proj-hj', fullName: 'G60沪昆高速公路杭州至金华段改扩建工程', line,
  sections: [
    { id: 'ct-hj-yz01', enCode: 'YZ-01', fullName: '业主', kind: 'owner', contractor: '江南路建', mileage: '', contractValue: 1, from: null, to: null, line: [] },
    { id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: 'TJ-01', kind: 'construction', contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350', contractValue: 1, from: 0, to: 48350, line: line.slice(0, 2) },
    { id: 'ct-hj-tj02', enCode: 'TJ-02', fullName: 'TJ-02', kind: 'construction', contractor: '之江交通工程有限公司', mileage: 'K48+350～K95+100', contractValue: 1, from: 48350, to: 95100, line: line.slice(1) }
  ],
  markers: [
    { id: 'rec-hz-hj-006', kind: 'hazard', name: '深基坑临边防护缺失', chainage: 'K21+480', contractId: 'ct-hj-tj01', major: true, longitude: 120.26, latitude: 29.93 },
    { id: 'ct-hj-tj01-03-1', kind: 'structure', name: '钱塘江特大桥', chainage: 'K12+087', contractId: 'ct-hj-tj01', longitude: 120.27, latitude: 30.0 }
  ]
}

beforeEach(() => {
  __reset()
  recordingCanvas().install()
})
afterEach(() => jest.restoreAllMocks())

it('draws the route and lists the sections and open hazards; a hazard opens its record', async () => {
  const asked: string[] = []
  __setRequestHandler((o) => {
    asked.push(String(o.url))
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: map } }
  })
  render(<MapScreen projectId='proj-hj' />)
  expect(await screen.findByText('TJ-01 K0+000～K48+350')).toBeTruthy()
  expect(asked.some((u) => u.includes('/api/dashboard/map') && u.includes('projectId=proj-hj'))).toBe(true)
  expect(screen.getByText('之江交通工程有限公司')).toBeTruthy()
  // the owner's office has no stretch, so no legend entry
  expect(screen.queryByText('江南路建')).toBeNull()
  expect(screen.getByText('未配置地图底图，显示线路示意图')).toBeTruthy()
  expect(screen.getByText('未闭合隐患 1')).toBeTruthy()
  expect(screen.getByText('重大')).toBeTruthy()
  fireEvent.click(screen.getByText('深基坑临边防护缺失'))
  const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
  expect(url.startsWith(routes.hiddenDanger())).toBe(true)
  const config = JSON.parse(base64Decode(decodeURIComponent(url.split('config=')[1]))!)
  expect(config).toMatchObject({ modelId: 'vm-hazard-rectify', id: 'rec-hz-hj-006', jurisdictionType: 'btn_detail' })

  fireEvent.click(screen.getByText('桥梁隧道 1'))
  expect(screen.getByText('钱塘江特大桥')).toBeTruthy()
  fireEvent.click(screen.getByText('钱塘江特大桥'))
  expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
})

it('says when the project has no chainage line, and offers 重试 after a failure', async () => {
  let fail = true
  __setRequestHandler(() => (fail
    ? { statusCode: 200, data: { code: 400, msg: '您不是该项目的成员，无法查看其数据' } }
    : { statusCode: 200, data: { code: 200, msg: 'ok', data: { ...map, line: [], markers: [] } } }))
  render(<MapScreen projectId='proj-hj' />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('该项目尚未设置线路控制点，无法在地图上显示线路')).toBeTruthy()
  expect(screen.getByText('暂无未闭合的隐患')).toBeTruthy()
})

it('without a project it asks for one', () => {
  render(<MapScreen projectId='' />)
  expect(screen.getByText('请先选择项目')).toBeTruthy()
})

it('fits the route into the box with north up and the aspect kept', () => {
  const at = fitProjection(line, { width: 300, height: 300 }, 20)!
  const [start, end] = [at(line[0]), at(line[2])]
  // north (the start, at 30.1°) is above the south end
  expect(start.y).toBeLessThan(end.y)
  for (const p of line.map(at)) {
    expect(p.x).toBeGreaterThanOrEqual(19.99)
    expect(p.x).toBeLessThanOrEqual(280.01)
    expect(p.y).toBeGreaterThanOrEqual(19.99)
    expect(p.y).toBeLessThanOrEqual(280.01)
  }
  expect(fitProjection([], { width: 1, height: 1 })).toBeNull()
})

it("lists today's key inspection points with their state; a point opens its visit form", async () => {
  const keyPoints = [
    { id: 'kp-slope', kind: 'keyPoint', name: 'K15+006右侧路堑高边坡', chainage: 'K15+006', contractId: 'ct-hj-tj01', status: 'missed', missedCount: 2, longitude: 120.26, latitude: 29.95 },
    { id: 'kp-pit', kind: 'keyPoint', name: 'K25+142跨线桥承台深基坑', chainage: 'K25+142', contractId: 'ct-hj-tj01', status: 'visited', missedCount: 0, lastVisitId: 'v1', longitude: 120.27, latitude: 29.9 }
  ]
  __setRequestHandler(() => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: { ...map, markers: [...map.markers, ...keyPoints] } } }))
  render(<MapScreen projectId='proj-hj' />)
  fireEvent.click(await screen.findByText('重点巡查 2'))
  expect(screen.getByText('漏检 已漏检2次')).toBeTruthy()
  expect(screen.getByText('已巡')).toBeTruthy()
  expect(screen.queryByText('深基坑临边防护缺失')).toBeNull()
  fireEvent.click(screen.getByText('K15+006右侧路堑高边坡'))
  expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe(routes.keyInspections.visit('kp-slope'))
})

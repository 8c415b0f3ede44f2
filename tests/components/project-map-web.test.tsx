// The Map tab in the browser: a Leaflet map over the server's tile source (route, fences, attribution), the
// schematic with a plain note when no source is configured or its tiles fail, and a tap on a fence naming it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouteView } from '@/features/project-map/components/route-view.h5'
import { fitProjection } from '@/features/project-map'
import { fenceAt, fenceBounds } from '@/features/project-map/lib/fences'
import type { DashboardMapVO } from '@shared/api/dashboard'

const line = [
  { chainage: 0, longitude: 120.2585, latitude: 30.116 },
  { chainage: 46616, longitude: 120.27, latitude: 29.72 },
  { chainage: 95100, longitude: 120.07, latitude: 29.39 }
]
const camp = { id: 'f-camp', name: 'TJ-01项目经理部驻地（K8+700右侧）', contractId: 'ct-hj-tj01', sectionCode: 'TJ-01', shape: 'polygon' as const, center: null, radius: null,
  points: [{ longitude: 120.25, latitude: 30.0 }, { longitude: 120.27, latitude: 30.0 }, { longitude: 120.27, latitude: 30.02 }, { longitude: 120.25, latitude: 30.02 }] }
const works = { id: 'f-works', name: 'TJ-02主线施工区', contractId: 'ct-hj-tj02', sectionCode: 'TJ-02', shape: 'circle' as const, center: { longitude: 120.2, latitude: 29.6 }, radius: 800, points: [] }
const base: DashboardMapVO = {
  projectId: 'proj-hj', fullName: 'G60', line,
  sections: [
    { id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: 'TJ-01', kind: 'construction', contractor: '钱江路桥', mileage: 'K0+000～K48+350', contractValue: 1, from: 0, to: 48350, line: line.slice(0, 2) }
  ] as DashboardMapVO['sections'],
  markers: [{ id: 'h1', kind: 'hazard', name: '深基坑临边防护缺失', chainage: 'K21+480', contractId: 'ct-hj-tj01', longitude: 120.26, latitude: 29.93 }],
  fences: [camp, works],
  tiles: null
}
const tiles = { url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', subdomains: ['a', 'b'], attribution: '© 示例地图 & 测绘', coords: 'gcj02' as const }

// Leaflet draws its vectors on a canvas (jsdom has no SVG geometry) and measures its container (jsdom lays nothing out)
beforeEach(() => {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (t, k) => (k in t ? t[k] : () => ({ width: 0 })),
    set: (t, k, v) => { t[k] = v; return true }
  })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never)
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360)
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300)
})
afterEach(() => jest.restoreAllMocks())

const tileImages = () => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile'))

it('with a tile source: a Leaflet map over its tiles with the attribution, no schematic and no note', async () => {
  const { container } = render(<RouteView map={{ ...base, tiles }} onMarker={() => undefined} />)
  await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull())
  await waitFor(() => expect(tileImages().length).toBeGreaterThan(0))
  for (const img of tileImages()) expect(img.src).toMatch(/^https:\/\/[ab]\.tiles\.example\.cn\/\d+\/\d+\/\d+\.png$/)
  // fitted to the route: a zoom where 95 km fill 360 px
  const z = Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(tileImages()[0].src)![1])
  expect(z).toBeGreaterThanOrEqual(7)
  expect(z).toBeLessThanOrEqual(10)
  expect(container.querySelector('.leaflet-control-attribution')?.textContent).toBe('© 示例地图 & 测绘')
  expect(screen.queryByTestId('route-schematic')).toBeNull()
  expect(screen.queryByText('未配置地图底图，显示线路示意图')).toBeNull()
})

it('when most of the first tiles fail: the schematic with 地图底图加载失败', async () => {
  render(<RouteView map={{ ...base, tiles }} onMarker={() => undefined} />)
  await waitFor(() => expect(tileImages().length).toBeGreaterThanOrEqual(3))
  const [a, b, c] = tileImages()
  act(() => { fireEvent.error(a); fireEvent.error(b) })
  // two failures are not yet a verdict
  expect(screen.queryByText('地图底图加载失败，显示线路示意图')).toBeNull()
  act(() => { fireEvent.error(c) })
  expect(await screen.findByText('地图底图加载失败，显示线路示意图')).toBeTruthy()
  expect(screen.getByTestId('route-schematic')).toBeTruthy()
  expect(document.querySelector('.leaflet-container')).toBeNull()
})

it('without a tile source: the schematic and the note; a tap in a fence names it and its section', () => {
  render(<RouteView map={base} onMarker={() => undefined} />)
  expect(screen.getByText('未配置地图底图，显示线路示意图')).toBeTruthy()
  expect(document.querySelector('.leaflet-container')).toBeNull()
  // where the camp's middle is drawn on the canvas (360 x 300, the width the test gives every element)
  const points = [...line, ...base.sections[0].line, ...fenceBounds(camp), ...fenceBounds(works)]
  const at = fitProjection(points, { width: 360, height: 300 }, 28)!
  const middle = at({ longitude: 120.26, latitude: 30.01 })
  fireEvent.click(screen.getByTestId('route-schematic'), { clientX: middle.x, clientY: middle.y })
  expect(screen.getByText('考勤围栏：TJ-01 TJ-01项目经理部驻地（K8+700右侧）')).toBeTruthy()
  // far from every fence: nothing named
  const away = at({ longitude: 120.07, latitude: 29.39 })
  fireEvent.click(screen.getByTestId('route-schematic'), { clientX: away.x, clientY: away.y })
  expect(screen.queryByText(/考勤围栏：/)).toBeNull()
})

it('a point is in the fence that holds it, near one within the slack, else in none', () => {
  expect(fenceAt([camp, works], { longitude: 120.26, latitude: 30.01 })?.id).toBe('f-camp')
  expect(fenceAt([camp, works], { longitude: 120.2, latitude: 29.605 })?.id).toBe('f-works')
  // 100 m east of the camp's edge
  const east = { longitude: 120.27 + 100 / (111_194.93 * Math.cos((30.01 * Math.PI) / 180)), latitude: 30.01 }
  expect(fenceAt([camp], east)).toBeUndefined()
  expect(fenceAt([camp], east, 150)?.id).toBe('f-camp')
  expect(fitProjection(line, { width: 320, height: 300 })!.invert(fitProjection(line, { width: 320, height: 300 })!(line[1]))).toEqual({ longitude: expect.closeTo(line[1].longitude, 9), latitude: expect.closeTo(line[1].latitude, 9) })
})

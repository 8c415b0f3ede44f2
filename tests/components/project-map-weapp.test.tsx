// The Map tab in the mini-program: WeChat's <Map> gets the fences as circles and polygons, and a tap on the map
// inside (or next to) a fence names it and its section under the map.
import { fireEvent, render, screen } from '@testing-library/react'
import { RouteView } from '@/features/project-map/components/route-view.weapp'
import type { DashboardMapVO } from '@shared/api/dashboard'

const line = [
  { chainage: 0, longitude: 120.2585, latitude: 30.116 },
  { chainage: 95100, longitude: 120.07, latitude: 29.39 }
]
const map: DashboardMapVO = {
  projectId: 'proj-hj', fullName: 'G60', line, sections: [], markers: [], tiles: null,
  fences: [
    { id: 'f-camp', name: 'TJ-01项目经理部驻地', contractId: 'ct-hj-tj01', sectionCode: 'TJ-01', shape: 'polygon', center: null, radius: null,
      points: [{ longitude: 120.25, latitude: 30.0 }, { longitude: 120.27, latitude: 30.0 }, { longitude: 120.27, latitude: 30.02 }, { longitude: 120.25, latitude: 30.02 }] },
    { id: 'f-works', name: 'TJ-02主线施工区', contractId: 'ct-hj-tj02', sectionCode: 'TJ-02', shape: 'circle', center: { longitude: 120.2, latitude: 29.6 }, radius: 800, points: [] }
  ]
}

it('draws the fences on WeChat\'s map and names the one tapped', () => {
  const { container } = render(<RouteView map={map} onMarker={() => undefined} />)
  const native = container.querySelector('taro-map-core') as (HTMLElement & { circles?: unknown[]; polygons?: unknown[] }) | null
  expect(native).not.toBeNull()
  expect(native!.circles).toEqual([expect.objectContaining({ latitude: 29.6, longitude: 120.2, radius: 800 })])
  expect(native!.polygons).toEqual([expect.objectContaining({ points: map.fences[0].points })])
  fireEvent(native!, new CustomEvent('tap', { detail: { latitude: 29.601, longitude: 120.201 } }))
  expect(screen.getByText('考勤围栏：TJ-02 TJ-02主线施工区')).toBeTruthy()
  // far from both: the name goes
  fireEvent(native!, new CustomEvent('tap', { detail: { latitude: 29.8, longitude: 120.6 } }))
  expect(screen.queryByText(/考勤围栏：/)).toBeNull()
})

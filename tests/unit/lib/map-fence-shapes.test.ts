import { fenceOverlays } from '@/lib/map-fence-shapes'

const square = [
  { longitude: 120.1, latitude: 30.1 }, { longitude: 120.2, latitude: 30.1 },
  { longitude: 120.2, latitude: 30.2 }, { longitude: 120.1, latitude: 30.2 }
]

describe('fenceOverlays', () => {
  it('turns a circle and a polygon into WeChat map shapes in their colour, the fill faint', () => {
    const { circles, polygons } = fenceOverlays([
      { fence: { shape: 'circle', center: { longitude: 120.25, latitude: 30.09 }, radius: 300, points: [] }, colour: '#2979ff' },
      { fence: { shape: 'polygon', center: null, radius: null, points: square }, colour: '#ff9900' }
    ])
    expect(circles).toEqual([{ longitude: 120.25, latitude: 30.09, radius: 300, color: '#2979ffff', fillColor: '#2979ff22', strokeWidth: 2 }])
    expect(polygons).toEqual([{ points: square, strokeColor: '#ff9900ff', fillColor: '#ff990022', strokeWidth: 2 }])
  })

  it('leaves out a circle without centre or radius and a polygon of fewer than three points', () => {
    const { circles, polygons } = fenceOverlays([
      { fence: { shape: 'circle', center: null, radius: 300, points: [] }, colour: '#2979ff' },
      { fence: { shape: 'circle', center: { longitude: 120, latitude: 30 }, radius: 0, points: [] }, colour: '#2979ff' },
      { fence: { shape: 'polygon', points: square.slice(0, 2) }, colour: '#2979ff' }
    ])
    expect(circles).toEqual([])
    expect(polygons).toEqual([])
  })

  it('dashes the polygons when asked, and copies only the coordinates of each point', () => {
    const withExtra = square.map((p, i) => ({ ...p, name: `P${i}` }))
    const { polygons } = fenceOverlays([{ fence: { shape: 'polygon', points: withExtra }, colour: '#2979ff' }], { dashed: true })
    expect(polygons[0].dashArray).toEqual([6, 4])
    expect(polygons[0].points).toEqual(square)
  })
})

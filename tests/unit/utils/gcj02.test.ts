// GCJ-02 <-> WGS-84: the forward shift is the published one (a few hundred metres in China, none outside), and the
// inverse lands back on the WGS-84 point it came from.
import { distanceMeters } from '@/lib/location-types'
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/utils/gcj02'

describe('GCJ-02 and WGS-84', () => {
  test('Tiananmen: the published offset, and back within a centimetre', () => {
    const wgs = { longitude: 116.391275, latitude: 39.907335 }
    const gcj = wgs84ToGcj02(wgs)
    // the well-known pair for this spot (to about a metre)
    expect(gcj.longitude).toBeCloseTo(116.397517, 4)
    expect(gcj.latitude).toBeCloseTo(39.908735, 4)
    expect(distanceMeters(gcj, wgs)).toBeGreaterThan(400)
    expect(distanceMeters(gcj02ToWgs84(gcj), wgs)).toBeLessThan(0.01)
  })

  test('along the G60 and across China the round trip holds', () => {
    for (const p of [{ longitude: 120.2585, latitude: 30.116 }, { longitude: 118.68, latitude: 30.31 }, { longitude: 87.6, latitude: 43.8 }, { longitude: 113.26, latitude: 23.13 }]) {
      expect(distanceMeters(wgs84ToGcj02(gcj02ToWgs84(p)), p)).toBeLessThan(0.01)
      expect(distanceMeters(gcj02ToWgs84(wgs84ToGcj02(p)), p)).toBeLessThan(0.01)
    }
  })

  test('outside China nothing moves', () => {
    const london = { longitude: -0.1276, latitude: 51.5072 }
    expect(gcj02ToWgs84(london)).toEqual(london)
    expect(wgs84ToGcj02(london)).toEqual(london)
  })
})

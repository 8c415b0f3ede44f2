// Chainage from a GPS fix: projection onto the chainage line, interpolation between surveyed chainages, the 500 m
// limit, the ends of the line; the K12+300 format; and the WGS-84 -> GCJ-02 shift that puts a browser's fix on the
// same datum as the line.
import { MAX_OFFSET_M, chainageAt, formatChainage, type ChainagePoint } from '@/utils/chainage'
import { outsideChina, wgs84ToGcj02 } from '@/utils/gcj02'
import { distanceMeters } from '@/lib/location'

const LAT = 29.5
// one degree of longitude at 29.5°N, in metres
const DEG_LNG_M = (Math.PI / 180) * 6371000 * Math.cos((LAT * Math.PI) / 180)
const DEG_LAT_M = (Math.PI / 180) * 6371000
const east = (m: number) => 120 + m / DEG_LNG_M
const north = (m: number) => LAT + m / DEG_LAT_M

// 10 km due east, then 10 km due north: chainages as surveyed
const line: ChainagePoint[] = [
  { chainage: 20000, longitude: east(0), latitude: north(0) },
  { chainage: 30000, longitude: east(10000), latitude: north(0) },
  { chainage: 40000, longitude: east(10000), latitude: north(10000) }
]
const at = (x: number, y: number) => chainageAt({ longitude: east(x), latitude: north(y) }, line)

describe('formatChainage', () => {
  test.each([
    [12300, 'K12+300'],
    [0, 'K0+000'],
    [50.4, 'K0+050'],
    [999.6, 'K1+000'],
    [142600, 'K142+600'],
    [-3, 'K0+000']
  ])('%p m is %s', (metres, text) => expect(formatChainage(metres)).toBe(text))
})

describe('chainageAt', () => {
  test('a fix on the line gets the chainage of its place along it', () => {
    expect(at(0, 0)!.chainage).toBeCloseTo(20000, 0)
    expect(at(2500, 0)!.chainage).toBeCloseTo(22500, 0)
    expect(at(10000, 6300)!.chainage).toBeCloseTo(36300, 0)
    expect(at(10000, 10000)!.chainage).toBeCloseTo(40000, 0)
    expect(at(2500, 0)!.offset).toBeLessThan(1)
  })

  test('a fix beside the line takes the chainage square to it, with its distance from the line', () => {
    const north200 = at(4000, 200)!
    expect(north200.chainage).toBeCloseTo(24000, 0)
    expect(north200.offset).toBeCloseTo(200, 0)
    const south450 = at(7000, -450)!
    expect(south450.chainage).toBeCloseTo(27000, 0)
    expect(south450.offset).toBeCloseTo(450, 0)
  })

  test('more than 500 m off the line there is no chainage', () => {
    expect(MAX_OFFSET_M).toBe(500)
    expect(at(4000, 499)).toBeDefined()
    expect(at(4000, 501)).toBeUndefined()
    expect(at(4000, -3000)).toBeUndefined()
  })

  test('at the bend the nearer leg decides; outside the bend the corner chainage holds', () => {
    // inside the corner: 100 m from the second leg, 300 m from the first
    const inside = at(9900, 300)!
    expect(inside.chainage).toBeCloseTo(30300, 0)
    expect(inside.offset).toBeCloseTo(100, 0)
    const outside = at(10100, -100)!
    expect(outside.chainage).toBeCloseTo(30000, 0)
    expect(outside.offset).toBeCloseTo(Math.hypot(100, 100), 0)
  })

  test('beyond either end only GPS scatter counts as the end; further out is off the works', () => {
    expect(at(-30, 0)!.chainage).toBeCloseTo(20000, 0)
    expect(at(-300, 0)).toBeUndefined()
    expect(at(10000, 10040)!.chainage).toBeCloseTo(40000, 0)
    expect(at(10000, 10300)).toBeUndefined()
  })

  test('the surveyed chainages count, not the drawn length (a broken chain)', () => {
    const broken: ChainagePoint[] = [
      { chainage: 1000, longitude: east(0), latitude: north(0) },
      { chainage: 3000, longitude: east(1000), latitude: north(0) }
    ]
    expect(chainageAt({ longitude: east(500), latitude: north(0) }, broken)!.chainage).toBeCloseTo(2000, 0)
  })

  test('no line, a one-point line or a fix that is not a number give nothing', () => {
    expect(chainageAt({ longitude: east(0), latitude: north(0) }, undefined)).toBeUndefined()
    expect(chainageAt({ longitude: east(0), latitude: north(0) }, [line[0]])).toBeUndefined()
    expect(chainageAt({ longitude: NaN, latitude: north(0) }, line)).toBeUndefined()
  })
})

describe('wgs84ToGcj02', () => {
  test('Tiananmen shifts by the published offset; Hangzhou by some 500 m', () => {
    const beijing = wgs84ToGcj02({ longitude: 116.391305, latitude: 39.907188 })
    expect(beijing.longitude).toBeCloseTo(116.397546, 5)
    expect(beijing.latitude).toBeCloseTo(39.908589, 5)
    const hz = { longitude: 120.1551, latitude: 30.2741 }
    const shift = distanceMeters(hz, wgs84ToGcj02(hz))
    expect(shift).toBeGreaterThan(300)
    expect(shift).toBeLessThan(700)
  })

  test('outside mainland China nothing moves', () => {
    expect(outsideChina(2.35, 48.85)).toBe(true)
    expect(wgs84ToGcj02({ longitude: 2.35, latitude: 48.85 })).toEqual({ longitude: 2.35, latitude: 48.85 })
  })
})

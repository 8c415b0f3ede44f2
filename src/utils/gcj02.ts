// China's map datum GCJ-02: WeChat's getLocation('gcj02'), Tencent and Amap maps and the project chainage lines use
// it; a browser's geolocation gives WGS-84. Fixes from a browser are shifted here so every position the app stamps,
// stores or compares is GCJ-02. The offset (a few hundred metres) is the published one-way transform; outside
// mainland China GCJ-02 equals WGS-84.

const A = 6378245.0
const EE = 0.006693421622965943

export function outsideChina(longitude: number, latitude: number): boolean {
  return longitude < 72.004 || longitude > 137.8347 || latitude < 0.8293 || latitude > 55.8271
}

const wave = (v: number, k1: number, k2: number) => ((k1 * Math.sin(v * Math.PI) + k2 * Math.sin((v / 3) * Math.PI)) * 2) / 3

function shiftLatitude(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += wave(y, 20, 40)
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3
  return r
}

function shiftLongitude(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += wave(x, 20, 40)
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3
  return r
}

export function wgs84ToGcj02(position: { longitude: number; latitude: number }): { longitude: number; latitude: number } {
  const { longitude, latitude } = position
  if (outsideChina(longitude, latitude)) return { longitude, latitude }
  const radLat = (latitude / 180) * Math.PI
  const s = Math.sin(radLat)
  const magic = 1 - EE * s * s
  const sqrtMagic = Math.sqrt(magic)
  const dLat = (shiftLatitude(longitude - 105, latitude - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  const dLng = (shiftLongitude(longitude - 105, latitude - 35) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { longitude: longitude + dLng, latitude: latitude + dLat }
}

/**
 * GCJ-02 back to WGS-84, for drawing the app's points on WGS-84 tiles (OpenStreetMap and the like) and reading a
 * tap on them back. The transform has no closed inverse: the WGS-84 point is refined until its forward shift lands
 * on the GCJ-02 one (a few steps, well under a centimetre).
 */
export function gcj02ToWgs84(position: { longitude: number; latitude: number }): { longitude: number; latitude: number } {
  const { longitude, latitude } = position
  if (outsideChina(longitude, latitude)) return { longitude, latitude }
  let guess = { longitude, latitude }
  for (let i = 0; i < 10; i += 1) {
    const shifted = wgs84ToGcj02(guess)
    const dLng = shifted.longitude - longitude
    const dLat = shifted.latitude - latitude
    guess = { longitude: guess.longitude - dLng, latitude: guess.latitude - dLat }
    if (Math.abs(dLng) < 1e-9 && Math.abs(dLat) < 1e-9) break
  }
  return guess
}

// The fence form's values and checks: a name, a circle (centre typed or located, radius in whole metres) or a
// polygon (its vertices in order). The limits and the polygon check are the server's own (src/utils/geofence), so
// what passes here is not refused there for its shape.
import type { FenceInput, FenceVO, GeoPointVO } from '@shared/api/attendance'
import { FENCE_RADIUS_MAX, FENCE_RADIUS_MIN, inChinaBounds, polygonProblem } from '@/utils/geofence'

export interface FenceDraft {
  name: string
  shape: 'circle' | 'polygon'
  enabled: boolean
  /** the centre as typed (text, so a half-typed number stays in the box) */
  longitude: string
  latitude: string
  radius: string
  points: GeoPointVO[]
}

export type FenceErrors = Partial<Record<'name' | 'center' | 'radius' | 'points', string>>

export const emptyFence = (): FenceDraft => ({ name: '', shape: 'circle', enabled: true, longitude: '', latitude: '', radius: '200', points: [] })

/** six decimals: about ten centimetres, more than any phone's fix */
export const coord = (n: number) => String(Math.round(n * 1e6) / 1e6)

export function draftOf(f: FenceVO): FenceDraft {
  return {
    name: f.name, shape: f.shape, enabled: f.enabled,
    longitude: f.center ? coord(f.center.longitude) : '', latitude: f.center ? coord(f.center.latitude) : '',
    radius: f.radius === null ? '200' : String(f.radius), points: f.points
  }
}

/** a typed coordinate pair, or undefined when it is not one inside China */
export function parsePoint(longitude: string, latitude: string): GeoPointVO | undefined {
  const num = (s: string) => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : NaN)
  const p = { longitude: num(longitude), latitude: num(latitude) }
  return inChinaBounds(p) ? p : undefined
}

export const POINT_ERROR = '坐标不正确：经度应在73～136之间，纬度应在3～54之间'

/** the errors of the draft (empty when it may be sent) and what is sent */
export function checkFence(d: FenceDraft, contractId: string, id?: string): { errors: FenceErrors; input?: FenceInput } {
  const errors: FenceErrors = {}
  const name = d.name.trim()
  if (!name) errors.name = '请填写围栏名称'
  else if (name.length > 100) errors.name = '围栏名称不能超过100个字'
  const base = { id, contractId, name, shape: d.shape, enabled: d.enabled }
  if (d.shape === 'circle') {
    const center = parsePoint(d.longitude, d.latitude)
    if (!center) errors.center = d.longitude.trim() === '' && d.latitude.trim() === '' ? '请填写围栏中心坐标或使用当前位置' : `围栏中心${POINT_ERROR}`
    const radius = /^\d+$/.test(d.radius.trim()) ? Number(d.radius) : NaN
    if (!(radius >= FENCE_RADIUS_MIN && radius <= FENCE_RADIUS_MAX)) errors.radius = `围栏半径应为${FENCE_RADIUS_MIN}～${FENCE_RADIUS_MAX}米的整数`
    return Object.keys(errors).length ? { errors } : { errors, input: { ...base, center, radius } }
  }
  const problem = polygonProblem(d.points)
  if (problem) errors.points = problem
  return Object.keys(errors).length ? { errors } : { errors, input: { ...base, points: d.points } }
}

/** one line about the shape: '圆形 · 半径200米' or '多边形 · 5个顶点' */
export const shapeText = (f: Pick<FenceVO, 'shape' | 'radius' | 'points'>) => (f.shape === 'circle' ? `圆形 · 半径${f.radius ?? 0}米` : `多边形 · ${f.points.length}个顶点`)

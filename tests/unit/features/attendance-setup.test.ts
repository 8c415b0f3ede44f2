// The fence and shift-rule forms' checks and the punch calendar's month (src/features/attendance/lib): the same
// limits the server applies, China days, Monday-first weeks.
import { addMonths, dayState, monthRange, monthWeeks } from '@/features/attendance/lib/calendar'
import { checkFence, emptyFence, parsePoint } from '@/features/attendance/lib/fence-form'
import { checkRule } from '@/features/attendance/lib/shift-rule'

const at = (dx: number, dy: number) => ({ longitude: 120.26 + dx * 0.001, latitude: 29.86 + dy * 0.001 })

describe('the fence form', () => {
  const circle = { ...emptyFence(), name: '拌合站', longitude: '120.26', latitude: '29.86', radius: '200' }
  test('a circle within the limits is sent with its centre and radius', () => {
    expect(checkFence(circle, 'ct-1')).toEqual({ errors: {}, input: { id: undefined, contractId: 'ct-1', name: '拌合站', shape: 'circle', enabled: true, center: { longitude: 120.26, latitude: 29.86 }, radius: 200 } })
  })
  test('radius outside 20 to 5000 whole metres, a centre outside China or not a number, a blank name are refused', () => {
    expect(checkFence({ ...circle, radius: '19' }, 'c').errors.radius).toBe('围栏半径应为20～5000米的整数')
    expect(checkFence({ ...circle, radius: '5001' }, 'c').errors.radius).toBeDefined()
    expect(checkFence({ ...circle, radius: '50.5' }, 'c').errors.radius).toBeDefined()
    expect(checkFence({ ...circle, radius: '5000' }, 'c').errors).toEqual({})
    expect(checkFence({ ...circle, longitude: '60' }, 'c').errors.center).toMatch(/^围栏中心坐标不正确/)
    expect(checkFence({ ...circle, latitude: '29.8a' }, 'c').errors.center).toMatch(/^围栏中心坐标不正确/)
    expect(checkFence({ ...circle, name: '   ' }, 'c').errors.name).toBe('请填写围栏名称')
    expect(checkFence({ ...circle, name: '围'.repeat(101) }, 'c').errors.name).toBe('围栏名称不能超过100个字')
    expect(parsePoint('120.26', '29.86')).toEqual({ longitude: 120.26, latitude: 29.86 })
    expect(parsePoint('', '29.86')).toBeUndefined()
  })
  test('a polygon needs three distinct vertices and no crossing edges', () => {
    const poly = { ...circle, shape: 'polygon' as const }
    expect(checkFence({ ...poly, points: [at(0, 0), at(1, 0)] }, 'c').errors.points).toBe('多边形围栏应有3～100个顶点')
    expect(checkFence({ ...poly, points: [at(0, 0), at(1, 1), at(1, 0), at(0, 1)] }, 'c').errors.points).toBe('多边形围栏的边不能相交')
    expect(checkFence({ ...poly, points: [at(0, 0), at(1, 0), at(1, 1), at(0, 1)] }, 'c').input?.points).toHaveLength(4)
  })
})

describe('the shift rule form', () => {
  const ok = { workStart: '07:30', workEnd: '17:30', lateGrace: '10', earlyGrace: '0', restDays: [0] }
  test('as the server: HH:mm, the end after the start, 0 to 120 minutes, not seven rest days', () => {
    expect(checkRule(ok)).toEqual({})
    expect(checkRule({ ...ok, workStart: '7:30' }).workStart).toBe('上班时间格式应为 HH:mm')
    expect(checkRule({ ...ok, workEnd: '07:30' }).workEnd).toBe('下班时间应晚于上班时间')
    expect(checkRule({ ...ok, lateGrace: '121' }).lateGrace).toBe('迟到宽限应为0～120之间的整数分钟')
    expect(checkRule({ ...ok, earlyGrace: '' }).earlyGrace).toBeDefined()
    expect(checkRule({ ...ok, restDays: [0, 1, 2, 3, 4, 5, 6] }).restDays).toBe('休息日不能是一周七天')
  })
})

describe('the punch calendar', () => {
  test('months, their ranges and Monday-first weeks', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    const weeks = monthWeeks('2026-11') // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })
  test('a day\'s colour: late or early first, then field service, normal, absent, rest', () => {
    const d = (more: Record<string, number>) => ({ day: '2026-11-02', present: 0, late: 0, early: 0, absent: 0, field: 0, expected: 1, ...more })
    const rule = { restDays: '0,6' }
    expect(dayState(d({ present: 1, late: 1, field: 1 }), rule, '2026-11-02')).toBe('abnormal')
    expect(dayState(d({ present: 1, field: 1 }), rule, '2026-11-02')).toBe('field')
    expect(dayState(d({ present: 1 }), rule, '2026-11-02')).toBe('normal')
    expect(dayState(d({ absent: 1 }), rule, '2026-11-02')).toBe('absent')
    expect(dayState(d({}), rule, '2026-11-07')).toBe('rest')
    expect(dayState(d({ present: 1 }), rule, '2026-11-07')).toBe('normal')
    expect(dayState(undefined, rule, '2026-11-03')).toBe('none')
  })
})

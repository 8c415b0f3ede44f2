// The attendance screens' own rules: which fence the fix is nearest to (as the server decides), the periods the
// records and statistics ask for (China days), and the worker form's checks before anything is sent.
import { nearest, periodDays, validateWorker } from '@/features/attendance/lib/rules'

const fence = (id: string, over: Record<string, unknown>) => ({ id, contractId: 'c', name: id, enabled: true, center: null, radius: null, points: [], shape: 'circle' as const, ...over })

describe('attendance screens', () => {
  test('the fence the fix lies in, else the nearest with the metres to it', () => {
    const c = { longitude: 120.26, latitude: 29.86 }
    const fences = [
      fence('far', { center: { longitude: 120.3, latitude: 29.86 }, radius: 500 }),
      fence('near', { center: c, radius: 300 })
    ]
    expect(nearest(c, fences)).toEqual({ fenceName: 'near', distance: 0 })
    const off = { longitude: c.longitude + 0.01, latitude: c.latitude }
    expect(nearest(off, fences)?.fenceName).toBe('near')
    expect(nearest(off, fences)?.distance).toBeGreaterThan(650)
    expect(nearest(off, [])).toBeUndefined()
  })

  test('periods are China days: 23:30 UTC is already the next day in China', () => {
    const now = Date.parse('2026-03-31T23:30:00Z')
    expect(periodDays('today', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' })
    expect(periodDays('week', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' })
    expect(periodDays('month', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' })
    expect(periodDays('lastMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' })
  })

  test('the worker form says what is wrong before sending', () => {
    const ok = { realName: '周德胜', idCard: '11010519491231002x', mobile: '', trade: '钢筋工', team: '桥梁一队', contractId: 'ct', entryDate: '2026-03-01', exitDate: '' }
    expect(validateWorker(ok)).toEqual({})
    expect(validateWorker({ ...ok, idCard: '110105194912310021', mobile: '12345', exitDate: '2026-02-01', realName: ' ' })).toEqual({
      realName: '请填写姓名', idCard: '请输入正确的18位身份证号', mobile: '请输入正确的手机号', exitDate: '退场日期不能早于进场日期'
    })
  })
})

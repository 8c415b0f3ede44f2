import dayjs from 'dayjs'
import { certificateState, DUE_DAYS, hasLeft } from '@/features/safety/lib/certificate'

/** the phone's local time (China on site): the picker stores local midnight of the day picked */
const cn = (s: string) => dayjs(s).valueOf()

describe('a special equipment certificate as its record shows it', () => {
  const until = cn('2026-12-17 00:00')

  test('in force with the days left while more than 30 days remain', () => {
    expect(certificateState('检验', until, cn('2026-11-01 09:00'))).toEqual({ kind: 'valid', days: 46, until: '2026-12-17', text: '检验有效，还有46天' })
  })

  test(`due from ${DUE_DAYS} days before, counted in whole days whatever the hour`, () => {
    expect(certificateState('检验', until, cn('2026-11-17 23:30'))).toMatchObject({ kind: 'due', days: 30, text: '检验还有30天到期' })
    expect(certificateState('检验', until, cn('2026-12-16 00:10'))).toMatchObject({ kind: 'due', days: 1 })
    expect(certificateState('操作证', until, cn('2026-12-17 18:00'))).toMatchObject({ kind: 'due', days: 0, text: '操作证今日到期' })
  })

  test('expired from the day after', () => {
    expect(certificateState('检验', until, cn('2026-12-18 08:00'))).toMatchObject({ kind: 'expired', days: 1, text: '检验已过期1天' })
    // as the detail shows a date: a string
    expect(certificateState('检验', '2026-12-17', cn('2027-01-17 08:00'))).toMatchObject({ kind: 'expired', days: 31 })
  })

  test('nothing to show without a date; a machine that has left the site needs none', () => {
    expect(certificateState('操作证', undefined, cn('2026-12-18 08:00'))).toEqual({ kind: 'none' })
    expect(certificateState('操作证', '', cn('2026-12-18 08:00'))).toEqual({ kind: 'none' })
    expect(hasLeft({ status: 'left' })).toBe(true)
    expect(hasLeft({ status: '已退场' })).toBe(true)
    expect(hasLeft({ status: 'inUse' })).toBe(false)
  })
})

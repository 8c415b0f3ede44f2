// How the app shows a warning: level chips, its state as of the phone's clock, validity in China time, my
// acknowledgement, the issuer's figures and when 提醒未读 is offered.
import { figuresText, levelText, mayRemind, myAckText, stateAt, validityText, when } from '@/features/warnings/lib/display'

const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`)

describe('warning display', () => {
  test('levels read as colour and grade', () => {
    expect([1, 2, 3, 4].map((l) => levelText(l as 1 | 2 | 3 | 4))).toEqual(['红色预警 Ⅰ级', '橙色预警 Ⅱ级', '黄色预警 Ⅲ级', '蓝色预警 Ⅳ级'])
  })

  test('the state follows the validity, a lifted warning stays lifted', () => {
    const w = { state: 'active' as const, validFrom: cn('2026-08-01 08:00'), validUntil: cn('2026-08-02 08:00') }
    expect(stateAt(w, cn('2026-08-01 07:59'))).toBe('pending')
    expect(stateAt(w, cn('2026-08-01 08:00'))).toBe('active')
    // a page left open past the end shows it expired without asking the server
    expect(stateAt(w, cn('2026-08-02 08:00'))).toBe('expired')
    expect(stateAt({ ...w, state: 'lifted' }, cn('2026-08-01 09:00'))).toBe('lifted')
  })

  test('validity in China time, the year only when it is not this year', () => {
    const now = cn('2026-08-01 12:00')
    expect(validityText({ validFrom: cn('2026-08-01 08:00'), validUntil: cn('2026-08-03 20:30') }, now)).toBe('08-01 08:00 至 08-03 20:30')
    expect(when(cn('2027-01-02 00:05'), now)).toBe('2027-01-02 00:05')
  })

  test('my acknowledgement and the figures', () => {
    expect(myAckText({ received: false, acknowledgedAt: null })).toBe('')
    expect(myAckText({ received: true, acknowledgedAt: null })).toBe('未知悉')
    expect(myAckText({ received: true, acknowledgedAt: 5 })).toBe('已知悉')
    expect(figuresText({ total: 12, acknowledged: 4 })).toBe('已知悉 4/12')
  })

  test('提醒未读 only while in force, with someone pending, after the interval', () => {
    const now = cn('2026-08-01 12:00')
    expect(mayRemind({ state: 'active', pendingCount: 3, nextRemindAt: null }, now)).toBe(true)
    expect(mayRemind({ state: 'active', pendingCount: 0, nextRemindAt: null }, now)).toBe(false)
    expect(mayRemind({ state: 'expired', pendingCount: 3, nextRemindAt: null }, now)).toBe(false)
    expect(mayRemind({ state: 'lifted', pendingCount: 3, nextRemindAt: null }, now)).toBe(false)
    expect(mayRemind({ state: 'active', pendingCount: 3, nextRemindAt: now + 1 }, now)).toBe(false)
    expect(mayRemind({ state: 'active', pendingCount: 3, nextRemindAt: now }, now)).toBe(true)
  })
})

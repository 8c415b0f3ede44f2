import { fromServerDay, serverDay } from '@/utils'

describe('date-only values in the server time zone (GMT+8)', () => {
  test.each([
    // Beijing midnight of 1972-12-01 is 1972-11-30 16:00 UTC: a UTC device must still show the 1st
    [Date.UTC(1972, 10, 30, 16), '1972-12-01'],
    [Date.UTC(2000, 1, 28, 16), '2000-02-29'],
    [Date.UTC(2026, 11, 31, 15, 59, 59), '2026-12-31'],
    [Date.UTC(2026, 11, 31, 16), '2027-01-01']
  ])('serverDay(%p) is %p', (ms, day) => {
    expect(serverDay(ms)).toBe(day)
  })

  test('missing or invalid values give an empty text', () => {
    expect(serverDay(null)).toBe('')
    expect(serverDay(undefined)).toBe('')
    expect(serverDay(NaN)).toBe('')
  })

  test.each(['1972-12-01', '2000-02-29', '1990-01-01'])('fromServerDay(%p) goes back to the same day', (day) => {
    const ms = fromServerDay(day)
    expect(serverDay(ms)).toBe(day)
    expect((ms + 8 * 3600 * 1000) % (24 * 3600 * 1000)).toBe(0)
  })

  test.each(['2001-02-29', '1990-13-01', '1990-1-1', '', 'yesterday'])('fromServerDay(%p) is NaN', (day) => {
    expect(fromServerDay(day)).toBeNaN()
  })
})

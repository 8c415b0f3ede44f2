// The hot work permit's validity at its top: its window, 未生效 before it, 有效 with the time left inside it, 已过期
// after it, and 许可已结束 once the permit is closed or cancelled whatever the time. The states come from a fake at
// the request level.
import { configure, render, screen } from '@testing-library/react'
import { __reset, __storage } from '../__mocks__/taro'
import { PermitValidity, validityOf } from '@/features/safety'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`)
const START = cn('2026-03-10 08:00')
const END = cn('2026-03-10 16:00')

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
})

test('before, inside and after the window; ended once final; nothing without a window', () => {
  expect(validityOf(START, END, cn('2026-03-10 07:30'))).toEqual({ kind: 'pending', text: '未生效，30分钟后开始' })
  expect(validityOf(START, END, cn('2026-03-10 12:45'))).toEqual({ kind: 'valid', text: '有效，剩余3小时15分' })
  expect(validityOf(START, END, cn('2026-03-10 16:01'))).toEqual({ kind: 'expired', text: '已过期' })
  expect(validityOf(START, END, cn('2026-03-10 12:00'), true).kind).toBe('ended')
  // the detail shows the times as text in the phone's own time
  expect(validityOf('2026-03-10 08:00', '2026-03-10 16:00', new Date(2026, 2, 10, 17).getTime()).kind).toBe('expired')
  expect(validityOf('2026-03-10 08:00', '2026-03-10 16:00', new Date(2026, 2, 10, 15).getTime()).kind).toBe('valid')
  expect(validityOf(undefined, END, cn('2026-03-10 12:00')).kind).toBe('unknown')
})

test('the permit shows its window and 已过期 after it; a closed one has ended', async () => {
  let final = false
  fakeApi({
    'GET /api/visualdev/OnlineDev/vm-hot-work/p1/States': () => ok({ current: { code: final ? 'closed' : 'applied', name: '', colour: '', final, enteredAt: 0, dueAt: null, overdue: !final }, transitions: [], timeline: [] })
  })
  const { unmount } = render(<PermitValidity id='p1' values={{ startTime: '2020-03-10 08:00', endTime: '2020-03-10 16:00' }} />)
  expect(await screen.findByText('已过期')).toBeTruthy()
  expect(screen.getByText('2020-03-10 08:00 ～ 16:00')).toBeTruthy()
  unmount()
  final = true
  render(<PermitValidity id='p1' values={{ startTime: '2020-03-10 08:00', endTime: '2020-03-10 16:00' }} />)
  expect(await screen.findByText('许可已结束')).toBeTruthy()
  expect(screen.queryByText('已过期')).toBeNull()
})

// The 补录考勤 form's checks (src/features/attendance/lib/manual-entry.ts): the window, times not in the future and
// in order, the cause and explanation; and the person sent as a worker or as a staff member's account.
import { emptyDraft, manualInput, manualProblem, type ManualDraft } from '@/features/attendance/lib/manual-entry'

// 2026-11-27 10:00 China time
const NOW = Date.parse('2026-11-27T10:00:00+08:00')
const WINDOW = { from: '2026-11-21', to: '2026-11-27' }
const full = (more: Partial<ManualDraft> = {}): ManualDraft => ({
  ...emptyDraft('2026-11-27'), personKey: 'w:w1', day: '2026-11-26', kind: 'both', inTime: '07:25', outTime: '17:40', cause: 'phoneFault', reason: '手机摔坏', ...more
})

test('a complete draft passes; each gap is named', () => {
  expect(manualProblem(full(), WINDOW, NOW)).toBe('')
  expect(manualProblem(full({ personKey: '' }), WINDOW, NOW)).toBe('请选择补录人员')
  expect(manualProblem(full({ day: '2026-11-28' }), WINDOW, NOW)).toBe('不能补录今天以后的考勤')
  expect(manualProblem(full({ day: '2026-11-20' }), WINDOW, NOW)).toBe('只能补录2026-11-21以后的考勤')
  expect(manualProblem(full({ inTime: '' }), WINDOW, NOW)).toBe('请选择上班时间')
  expect(manualProblem(full({ kind: 'out', inTime: '' }), WINDOW, NOW)).toBe('')
  expect(manualProblem(full({ kind: 'in', outTime: '' }), WINDOW, NOW)).toBe('')
  expect(manualProblem(full({ outTime: '07:00' }), WINDOW, NOW)).toBe('下班时间应晚于上班时间')
  // today at 10:00: a clock-in at 07:25 is fine, a clock-out at 17:40 is still to come
  expect(manualProblem(full({ day: '2026-11-27', kind: 'in' }), WINDOW, NOW)).toBe('')
  expect(manualProblem(full({ day: '2026-11-27' }), WINDOW, NOW)).toBe('补录时间不能晚于当前时间')
  expect(manualProblem(full({ cause: '' }), WINDOW, NOW)).toBe('请选择补录原因')
  expect(manualProblem(full({ reason: '   ' }), WINDOW, NOW)).toBe('请填写补录说明')
})

test('what is sent: the worker or the account, only the times of the kind, the explanation trimmed', () => {
  expect(manualInput('ct1', full({ reason: ' 手机摔坏 ' }), [])).toEqual({
    contractId: 'ct1', workerId: 'w1', day: '2026-11-26', kind: 'both', inTime: '07:25', outTime: '17:40', cause: 'phoneFault', reason: '手机摔坏', photos: []
  })
  expect(manualInput('ct1', full({ personKey: 'u:u-chengang', kind: 'out' }), [])).toEqual({
    contractId: 'ct1', userId: 'u-chengang', day: '2026-11-26', kind: 'out', outTime: '17:40', cause: 'phoneFault', reason: '手机摔坏', photos: []
  })
})

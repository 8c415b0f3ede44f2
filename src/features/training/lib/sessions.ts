// The training sessions' display rules that need no screen: times in China time, the session's window, its state
// and the sign-in figures.
import { SESSION_STATE_NAMES, SIGN_IN_EARLY_MINUTES, type SessionCard, type SessionState } from '@shared/api/training-sessions'

const CHINA = 8 * 3_600_000
const iso = (ms: number) => new Date(ms + CHINA).toISOString()

/** 11-27 09:30 */
export const dayTime = (ms: number) => `${iso(ms).slice(5, 10)} ${iso(ms).slice(11, 16)}`
/** 09:30 */
export const clock = (ms: number) => iso(ms).slice(11, 16)

/** 11-27 09:30～11:00, the end's day added when it is another day */
export function windowText(s: Pick<SessionCard, 'startsAt' | 'endsAt'>): string {
  const sameDay = iso(s.startsAt).slice(0, 10) === iso(s.endsAt).slice(0, 10)
  return `${dayTime(s.startsAt)}～${sameDay ? clock(s.endsAt) : dayTime(s.endsAt)}`
}

export const stateText = (state: SessionState) => SESSION_STATE_NAMES[state]

/** 1.5学时 */
export const hoursText = (hours: number) => `${Number(hours.toFixed(1))}学时`

/** my standing in the session: what the card's tag says */
export function myStanding(s: Pick<SessionCard, 'invited' | 'signedAt' | 'state'>): { text: string; tone: 'pass' | 'fail' | 'open' | 'none' } | null {
  if (!s.invited) return null
  if (s.signedAt !== null) return { text: `已签到 ${clock(s.signedAt)}`, tone: 'pass' }
  if (s.state === 'signing') return { text: '待签到', tone: 'open' }
  if (s.state === 'upcoming') return { text: `开始前${SIGN_IN_EARLY_MINUTES}分钟可签到`, tone: 'none' }
  return { text: '未签到', tone: 'fail' }
}

/** 签到 3/5 */
export const figuresText = (s: Pick<SessionCard, 'signed' | 'total'>) => `签到 ${s.signed}/${s.total}`

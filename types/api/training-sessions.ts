// Training attendance (培训签到, issue 14): a training session (培训班) of a project for one of its courses, with a
// place, a time, a trainer, its training hours (学时) and the people invited. An invited person signs in on the phone
// with a hand signature from SIGN_IN_EARLY_MINUTES before the start until the end, unless the organiser has closed
// the session; the organiser (a safety officer, the safety director or a project manager) sees who has signed and who
// is missing and closes the session. The hours of each session signed in count in the attendee's record.

/** minutes before the start from which the invited may sign in */
export const SIGN_IN_EARLY_MINUTES = 30

/** upcoming: before the sign-in window; signing: within it; ended: past its end; closed: closed by the organiser */
export type SessionState = 'upcoming' | 'signing' | 'ended' | 'closed'
export const SESSION_STATE_NAMES: Record<SessionState, string> = { upcoming: '未开始', signing: '签到中', ended: '已结束', closed: '已关闭' }

export interface SessionCard {
  id: string
  projectId: string
  courseId: string
  courseTitle: string
  title: string
  place: string
  trainer: string
  /** 学时, e.g. 1.5 */
  hours: number
  startsAt: number
  endsAt: number
  /** the section's code (TJ-01), '' for the whole project */
  sectionName: string
  state: SessionState
  organiserName: string
  /** whether I am invited, and when I signed in */
  invited: boolean
  signedAt: number | null
  /** people invited and signed in */
  total: number
  signed: number
}

export interface SessionPerson {
  userId: string
  name: string
  organize: string
  signedAt: number | null
  /** the hand signature (a data URL), '' when not signed; only the organiser's view carries it */
  signature: string
}

export interface SessionDetail extends SessionCard {
  contractId: string
  content: string
  organiserUserId: string
  closedAt: number | null
  /** the organiser's (or a project organiser's) view: who signed, who is missing */
  mayManage: boolean
  signedPeople: SessionPerson[]
  missingPeople: SessionPerson[]
  /** my own signature when signed in */
  mySignature: string
  /** the server's clock, for the window shown */
  serverNow: number
}

export interface SessionPage {
  list: SessionCard[]
  pagination: { currentPage: number; pageSize: number; total: number }
  /** may create sessions and see all of the project's */
  mayOrganise: boolean
}

export interface SessionInput {
  projectId: string
  courseId: string
  /** '' or missing: the whole project */
  contractId?: string
  title?: string
  place: string
  trainer: string
  hours: number
  startsAt: number
  endsAt: number
  content?: string
  userIds: string[]
}

/** people of the project who may be invited */
export interface InvitablePerson { userId: string; name: string; organize: string; sectionNames: string[] }

export interface MyTrainingHours {
  /** all the sessions I signed in to in the project */
  totalHours: number
  sessions: { id: string; title: string; courseTitle: string; startsAt: number; hours: number; signedAt: number }[]
}

/** the session a course is trained in (shown on the exam list) */
export interface CourseSessionRef { id: string; title: string; startsAt: number; state: SessionState }

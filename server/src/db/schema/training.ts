// Safety training and online exam (migration 042).
export interface TrainCourseTable {
  id: string
  projectId: string
  title: string
  description: string
  passMark: number
  timeLimitMinutes: number
  questionCount: number
  enabled: number
  sortCode: number
  creatorTime: number
}

export interface TrainQuestionTable {
  id: string
  courseId: string
  kind: string
  stem: string
  options: string
  answer: string
  analysis: string
  sortCode: number
  /** 0 when disabled: kept for the exams that drew it, no longer drawn */
  enabled: number
}

export interface TrainAttemptTable {
  id: string
  projectId: string
  courseId: string
  userId: string
  questionIds: string
  answers: string
  startedAt: number
  deadline: number
  submittedAt: number | null
  score: number | null
  passed: number | null
  correctCount: number | null
  totalCount: number
  late: number
}

// Training attendance (migration 045).
export interface TrainSessionTable {
  id: string
  projectId: string
  contractId: string
  courseId: string
  title: string
  place: string
  trainer: string
  hoursTenths: number
  startsAt: number
  endsAt: number
  content: string
  organiserUserId: string
  createdAt: number
  closedAt: number | null
  closedBy: string
}

export interface TrainSessionPersonTable {
  sessionId: string
  userId: string
  signedAt: number | null
  signature: string
}

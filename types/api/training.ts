// Safety training and online exam (安全培训考试, issue 14): courses per project, each with a question bank (single
// choice, multiple choice, true/false). An exam draws the course's number of questions from its bank in random order
// and holds a deadline set by the server when it starts (started + time limit); each answer is saved as it is given,
// so reopening the exam (after an app restart) returns the same questions, the saved answers and the time left by the
// server's clock. The correct answers and their analysis leave the server only with the result. Scoring is on the
// server: every question weighs the same, a multiple-choice question counts only when exactly the right options are
// chosen. A submission arriving after the deadline (plus TRAINING_GRACE_SECONDS for the network) is scored with the
// answers saved before the deadline; answers sent with it or saved late are refused. A failed exam may be retaken.

import type { CourseSessionRef } from './training-sessions'

export type QuestionKind = 'single' | 'multiple' | 'judge'
export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = { single: '单选题', multiple: '多选题', judge: '判断题' }

/** seconds after the deadline within which answers and a submission still count (network and clock skew) */
export const TRAINING_GRACE_SECONDS = 30

/** option letters: A, B, C ... (a true/false question has A 正确, B 错误) */
export type OptionKey = string

export interface TrainingCourseVO {
  id: string
  title: string
  description: string
  passMark: number
  timeLimitMinutes: number
  questionCount: number
  /** attempts submitted by me */
  attempts: number
  /** my best score, null before my first submission */
  bestScore: number | null
  passed: boolean
  /** my exam in progress, when there is one */
  openAttemptId: string | null
  /** the training session (培训班) of the course: the one I am invited to, else the project's latest; null when none */
  session: CourseSessionRef | null
}

export interface ExamQuestionVO {
  id: string
  kind: QuestionKind
  kindName: string
  stem: string
  options: { key: OptionKey; text: string }[]
}

/** an exam in progress: no correct answers in it */
export interface ExamAttemptVO {
  id: string
  courseId: string
  courseTitle: string
  passMark: number
  state: 'open'
  startedAt: number
  deadline: number
  /** the server's clock when it answered: the app counts down from deadline - serverNow */
  serverNow: number
  questions: ExamQuestionVO[]
  /** saved answers by question id */
  answers: Record<string, OptionKey[]>
}

export interface ExamResultQuestionVO extends ExamQuestionVO {
  myAnswer: OptionKey[]
  correctAnswer: OptionKey[]
  correct: boolean
  analysis: string
}

export interface ExamResultVO {
  id: string
  courseId: string
  courseTitle: string
  passMark: number
  state: 'submitted'
  startedAt: number
  deadline: number
  submittedAt: number
  /** submitted after the deadline: scored with the answers saved before it */
  late: boolean
  score: number
  passed: boolean
  correctCount: number
  totalCount: number
  userName: string
  questions: ExamResultQuestionVO[]
}

export type ExamAttemptAnswer = ExamAttemptVO | ExamResultVO

export interface SaveAnswerInput { questionId: string; answer: OptionKey[] }
export interface SaveAnswerResult { savedAt: number; deadline: number; serverNow: number }
export interface SubmitExamInput { answers?: Record<string, OptionKey[]> }

/** mine: my submitted exams; all: everyone's in the project (safety officers and managers) */
export type ExamRecordScope = 'mine' | 'all'

export interface ExamRecordVO {
  id: string
  courseId: string
  courseTitle: string
  userId: string
  userName: string
  score: number
  passed: boolean
  passMark: number
  correctCount: number
  totalCount: number
  startedAt: number
  submittedAt: number
  /** minutes and seconds used, e.g. 12分05秒 */
  durationText: string
  late: boolean
}

export interface ExamRecordPage {
  list: ExamRecordVO[]
  pagination: { currentPage: number; pageSize: number; total: number }
  /** whether the caller may see everyone's records */
  mayReadAll: boolean
}

// Course administration (课程管理): the project's organisers (安全员、安全总监、项目经理, as for training sessions) create
// courses and their question banks. A course is a draft until published; a published course needs at least as many
// enabled questions as one exam draws. A question that was drawn in an exam cannot be deleted (disable it instead),
// nor can its kind, options or answer change; a course with exams cannot be deleted, only unpublished.

export const PASS_MARK_MIN = 1
export const PASS_MARK_MAX = 100
export const OPTION_MAX = 6

export interface CourseAdminCard {
  id: string
  title: string
  description: string
  passMark: number
  timeLimitMinutes: number
  questionCount: number
  published: boolean
  enabledQuestions: number
  totalQuestions: number
  /** exams started of the course (by anyone) */
  attempts: number
}

export interface CourseAdminList {
  /** whether I may administer the project's courses; courses is empty when not */
  mayManage: boolean
  courses: CourseAdminCard[]
}

export interface QuestionAdminVO {
  id: string
  kind: QuestionKind
  kindName: string
  stem: string
  /** option texts keyed A, B, C ... in order */
  options: string[]
  answer: OptionKey[]
  analysis: string
  enabled: boolean
  /** drawn in an exam: cannot be deleted, its kind, options and answer are fixed */
  used: boolean
}

export interface CourseAdminDetail extends CourseAdminCard {
  projectId: string
  questions: QuestionAdminVO[]
}

export interface CourseInput {
  projectId?: string
  title: string
  description: string
  passMark: number
  timeLimitMinutes: number
  questionCount: number
  published: boolean
}

export interface QuestionInput {
  kind: QuestionKind
  stem: string
  options: string[]
  answer: OptionKey[]
  analysis: string
}

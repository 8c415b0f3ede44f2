// The demo's safety training: the five courses of ./banks in both projects (pass mark 80 of 100, 10 of the 12
// questions drawn, 20 minutes), and past exams scored by the module's own rules: passed, failed, and failed then
// passed on a retake, so the course list and the records have something to show; and the training sessions of
// ./sessions with their sign-ins.
import type { Kysely } from 'kysely'
import { isCorrect, joinKeys, scoreOf } from '../../../modules/training'
import type { Database, TrainAttemptTable, TrainCourseTable, TrainQuestionTable } from '../../schema'
import { BANKS } from './banks'
import { seedTrainingSessions } from './sessions'

const DAY = 86_400_000
const PROJECTS = [['proj-hj', 'hj'], ['proj-nj', 'nj']] as const

/** account, project, course code, days ago, how many of the 10 questions answered wrong, minutes used */
const PAST: [string, 'hj' | 'nj', string, number, number, number][] = [
  ['yangshan', 'hj', 'height', 12, 1, 14],
  ['yangshan', 'hj', 'power', 9, 4, 18],
  ['chengang', 'hj', 'lifting', 8, 0, 11],
  ['chengang', 'hj', 'height', 8, 2, 9],
  ['caoyong', 'hj', 'fire', 6, 3, 16],
  ['caoyong', 'hj', 'fire', 5, 1, 12],
  ['jiangtao', 'hj', 'power', 4, 2, 15],
  ['shiwei', 'nj', 'tunnel', 7, 2, 17],
  ['luoping', 'nj', 'tunnel', 6, 3, 19],
  ['luoping', 'nj', 'tunnel', 3, 1, 13]
]

/** a wrong answer to a question: another option, or one option short */
function wrong(q: TrainQuestionTable): string {
  if (q.answer.length > 1) return q.answer.slice(1)
  return q.answer === 'A' ? 'B' : 'A'
}

export async function seedTraining(trx: Kysely<Database>, now: number): Promise<void> {
  const questions = new Map<string, TrainQuestionTable[]>()
  for (const [projectId, short] of PROJECTS) {
    const courses: TrainCourseTable[] = BANKS.map((b, i) => ({
      id: `train-${short}-${b.code}`, projectId, title: b.title, description: b.description, passMark: 80, timeLimitMinutes: 20, questionCount: 10,
      enabled: 1, sortCode: i, creatorTime: now - 30 * DAY
    }))
    await trx.insertInto('trainCourse').values(courses).execute()
    for (const [i, b] of BANKS.entries()) {
      const rows: TrainQuestionTable[] = b.questions.map(([kind, stem, options, answer, analysis], n) => ({
        id: `${courses[i].id}-q${n + 1}`, courseId: courses[i].id, kind, stem, options: JSON.stringify(options), answer: joinKeys(answer.split('')),
        analysis, sortCode: n, enabled: 1
      }))
      await trx.insertInto('trainQuestion').values(rows).execute()
      questions.set(courses[i].id, rows)
    }
  }
  const attempts: TrainAttemptTable[] = PAST.map(([account, short, code, daysAgo, wrongCount, minutes], n) => {
    const courseId = `train-${short}-${code}`
    // a different draw each time: the bank rotated by the exam's number
    const bank = questions.get(courseId)!
    const drawn = [...bank.slice(n % bank.length), ...bank.slice(0, n % bank.length)].slice(0, 10)
    const answers: Record<string, string> = {}
    drawn.forEach((q, i) => { answers[q.id] = i < wrongCount ? wrong(q) : q.answer })
    const { score, passed, correctCount } = scoreOf(drawn.map((q) => isCorrect(q.answer, answers[q.id])), 80)
    const startedAt = now - daysAgo * DAY - 3 * 3_600_000
    return {
      id: `train-demo-${n + 1}`, projectId: `proj-${short}`, courseId, userId: `u-${account}`, questionIds: JSON.stringify(drawn.map((q) => q.id)),
      answers: JSON.stringify(answers), startedAt, deadline: startedAt + 20 * 60_000, submittedAt: startedAt + minutes * 60_000, score,
      passed: passed ? 1 : 0, correctCount, totalCount: drawn.length, late: 0
    }
  })
  await trx.insertInto('trainAttempt').values(attempts).execute()
  await seedTrainingSessions(trx, now)
}

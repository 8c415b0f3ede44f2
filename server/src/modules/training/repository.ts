// SQL of the safety exams: courses of a project, their question banks, attempts and the records list.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { AppContext } from '../../context'
import type { TrainAttemptTable, TrainCourseTable, TrainQuestionTable } from '../../db/schema'

export interface RecordFilter {
  projectId: string
  /** only this person's */
  userId?: string
  courseId?: string
  passed?: boolean
  /** a part of the person's name */
  keyword?: string
}

function records(db: Db, f: RecordFilter) {
  let q = db.selectFrom('trainAttempt as a').innerJoin('baseUser as u', 'u.id', 'a.userId').innerJoin('trainCourse as c', 'c.id', 'a.courseId')
    .where('a.projectId', '=', f.projectId).where('a.submittedAt', 'is not', null)
  if (f.userId) q = q.where('a.userId', '=', f.userId)
  if (f.courseId) q = q.where('a.courseId', '=', f.courseId)
  if (f.passed !== undefined) q = q.where('a.passed', '=', f.passed ? 1 : 0)
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // lower() on both sides: PostgreSQL's like is case-sensitive, SQLite's is not (for ASCII); 'Li' finds 'LI Wei'
    q = q.where(sql<boolean>`lower(u.real_name) like lower(${like}) escape '\\'`)
  }
  return q
}

export const trainingRepository = {
  courses(db: Db, projectId: string): Promise<TrainCourseTable[]> {
    return db.selectFrom('trainCourse').selectAll().where('projectId', '=', projectId).where('enabled', '=', 1)
      .orderBy('sortCode').orderBy('id').execute()
  },
  course(db: Db, id: string): Promise<TrainCourseTable | undefined> {
    return db.selectFrom('trainCourse').selectAll().where('id', '=', id).executeTakeFirst()
  },
  bank(db: Db, courseId: string): Promise<TrainQuestionTable[]> {
    return db.selectFrom('trainQuestion').selectAll().where('courseId', '=', courseId).where('enabled', '=', 1).orderBy('sortCode').execute()
  },
  async questions(db: Db, ids: string[]): Promise<Map<string, TrainQuestionTable>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('trainQuestion').selectAll().where('id', 'in', ids).execute()
    return new Map(rows.map((r) => [r.id, r]))
  },
  /** a person's attempts at the courses of a project, newest first */
  attemptsOf(db: Db, userId: string, projectId: string): Promise<TrainAttemptTable[]> {
    return db.selectFrom('trainAttempt').selectAll().where('userId', '=', userId).where('projectId', '=', projectId)
      .orderBy('startedAt', 'desc').execute()
  },
  openAttempt(db: Db, userId: string, courseId: string): Promise<TrainAttemptTable | undefined> {
    return db.selectFrom('trainAttempt').selectAll().where('userId', '=', userId).where('courseId', '=', courseId)
      .where('submittedAt', 'is', null).executeTakeFirst()
  },
  attempt(db: Db, id: string): Promise<TrainAttemptTable | undefined> {
    return db.selectFrom('trainAttempt').selectAll().where('id', '=', id).executeTakeFirst()
  },
  insertAttempt(db: Db, row: TrainAttemptTable): Promise<unknown> {
    return db.insertInto('trainAttempt').values(row).execute()
  },
  /**
   * sets (or with '' clears) one answer of an attempt still open, in one UPDATE: the answers JSON is changed by the
   * database itself, so two saves of different questions arriving together cannot overwrite each other (a read in
   * the service and a write back lost one). SQLite's json_patch removes a key patched with null (RFC 7396).
   * False when the attempt was submitted meanwhile.
   */
  async setAnswer(db: Db, dialect: AppContext['dialect'], id: string, questionId: string, keys: string): Promise<boolean> {
    const value = keys === '' ? null : keys
    const answers = dialect === 'postgres'
      ? (value === null ? sql<string>`(answers::jsonb - ${questionId}::text)::text` : sql<string>`(answers::jsonb || jsonb_build_object(${questionId}::text, ${value}::text))::text`)
      : sql<string>`json_patch(answers, json_object(${questionId}, ${value}))`
    const r = await db.updateTable('trainAttempt').set({ answers }).where('id', '=', id).where('submittedAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /**
   * closes an open attempt with its score, only if its answers are still those the score was computed from (a save
   * that landed meanwhile makes the caller score again); false when it was submitted or its answers changed
   */
  async finish(db: Db, id: string, readAnswers: string, set: Pick<TrainAttemptTable, 'answers' | 'submittedAt' | 'score' | 'passed' | 'correctCount' | 'late'>): Promise<boolean> {
    const r = await db.updateTable('trainAttempt').set(set).where('id', '=', id).where('submittedAt', 'is', null).where('answers', '=', readAnswers)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async recordPage(db: Db, f: RecordFilter, limit: number, offset: number) {
    const total = await records(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await records(db, f).selectAll('a').select(['u.realName as userName', 'c.title as courseTitle', 'c.passMark as passMark'])
      .orderBy('a.submittedAt', 'desc').orderBy('a.startedAt', 'desc').orderBy('a.id').limit(limit).offset(offset).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  async userName(db: Db, id: string): Promise<string> {
    const r = await db.selectFrom('baseUser').select('realName').where('id', '=', id).executeTakeFirst()
    return r?.realName ?? ''
  },
  async relationIds(db: Db, userId: string, type: 'Project'): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', type).execute()
    return rows.map((r) => r.objectId)
  }
}

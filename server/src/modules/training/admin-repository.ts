// SQL of the course administration: every course of a project (drafts too), the whole bank of a course (disabled
// questions too), which questions were drawn in an exam, and the writes.
import type { Db } from '../../db/database'
import type { TrainCourseTable, TrainQuestionTable } from '../../db/schema'

export const courseAdminRepository = {
  allCourses(db: Db, projectId: string): Promise<TrainCourseTable[]> {
    return db.selectFrom('trainCourse').selectAll().where('projectId', '=', projectId).orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute()
  },
  wholeBank(db: Db, courseId: string): Promise<TrainQuestionTable[]> {
    return db.selectFrom('trainQuestion').selectAll().where('courseId', '=', courseId).orderBy('sortCode').orderBy('id').execute()
  },
  question(db: Db, id: string): Promise<TrainQuestionTable | undefined> {
    return db.selectFrom('trainQuestion').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** per course of the project: its questions, enabled ones and exams started */
  async figures(db: Db, projectId: string): Promise<Map<string, { total: number; enabled: number; attempts: number }>> {
    const [questions, attempts] = await Promise.all([
      db.selectFrom('trainQuestion as q').innerJoin('trainCourse as c', 'c.id', 'q.courseId').where('c.projectId', '=', projectId)
        .select(['q.courseId', 'q.enabled']).execute(),
      db.selectFrom('trainAttempt').where('projectId', '=', projectId).groupBy('courseId')
        .select((eb) => ['courseId', eb.fn.countAll<number>().as('n')]).execute()
    ])
    const out = new Map<string, { total: number; enabled: number; attempts: number }>()
    const of = (id: string) => out.get(id) ?? out.set(id, { total: 0, enabled: 0, attempts: 0 }).get(id)!
    for (const q of questions) {
      const f = of(q.courseId)
      f.total++
      if (Number(q.enabled) === 1) f.enabled++
    }
    for (const a of attempts) of(a.courseId).attempts = Number(a.n)
    return out
  },
  /** the ids of the course's questions drawn in any exam */
  async usedQuestionIds(db: Db, courseId: string): Promise<Set<string>> {
    const rows = await db.selectFrom('trainAttempt').select('questionIds').where('courseId', '=', courseId).execute()
    const out = new Set<string>()
    for (const r of rows) {
      try {
        const ids: unknown = JSON.parse(r.questionIds)
        if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') out.add(id)
      } catch {
        // a malformed draw names no question: nothing to protect from it
      }
    }
    return out
  },
  insertCourse(db: Db, row: TrainCourseTable): Promise<unknown> {
    return db.insertInto('trainCourse').values(row).execute()
  },
  updateCourse(db: Db, id: string, set: Partial<Omit<TrainCourseTable, 'id' | 'projectId'>>): Promise<unknown> {
    return db.updateTable('trainCourse').set(set).where('id', '=', id).execute()
  },
  /** deletes the course with its bank, only while no exam was started of it; false otherwise */
  deleteCourse(db: Db, id: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const any = await trx.selectFrom('trainAttempt').select('id').where('courseId', '=', id).limit(1).executeTakeFirst()
      if (any) return false
      await trx.deleteFrom('trainQuestion').where('courseId', '=', id).execute()
      await trx.deleteFrom('trainCourse').where('id', '=', id).execute()
      return true
    })
  },
  async nextSortCode(db: Db, courseId: string): Promise<number> {
    const r = await db.selectFrom('trainQuestion').where('courseId', '=', courseId).select((eb) => eb.fn.max<number>('sortCode').as('m')).executeTakeFirst()
    return r?.m === null || r?.m === undefined ? 0 : Number(r.m) + 1
  },
  insertQuestion(db: Db, row: TrainQuestionTable): Promise<unknown> {
    return db.insertInto('trainQuestion').values(row).execute()
  },
  updateQuestion(db: Db, id: string, set: Partial<Omit<TrainQuestionTable, 'id' | 'courseId'>>): Promise<unknown> {
    return db.updateTable('trainQuestion').set(set).where('id', '=', id).execute()
  },
  deleteQuestion(db: Db, id: string): Promise<unknown> {
    return db.deleteFrom('trainQuestion').where('id', '=', id).execute()
  }
}

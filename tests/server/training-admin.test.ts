// Course administration (课程管理, issue 14): only the project's organisers (安全员、安全总监、项目经理) write; validation
// answered 400 with a Chinese message; publishing needs enough enabled questions; a question drawn in an exam can be
// disabled but neither deleted nor changed in its answer, and a course with exams cannot be deleted; nothing crosses
// projects; and a course created and published here is taken by a worker: started, answered, submitted and scored.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const T = '/H5Api/api/training'
const A = `${T}/course-admin`

describe.each(dialects)('training course administration (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const course = (over: Record<string, unknown> = {}) => ({
    projectId: 'proj-hj', title: '桥梁施工安全', description: '桥梁上部结构施工的安全要点', passMark: 60, timeLimitMinutes: 15, questionCount: 2, published: false, ...over
  })
  const single = (over: Record<string, unknown> = {}) => ({ kind: 'single', stem: '挂篮行走前应检查什么？', options: ['锚固', '油漆', '标语'], answer: ['A'], analysis: '锚固先行', ...over })
  const create = async (who = 'hexiaoyan', over: Record<string, unknown> = {}) => send(t, 'POST', A, course(over), tok[who])

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'huangwei', 'yangshan', 'chengang', 'panyue']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('organisers see mayManage and every course with its figures; workers do not manage; other projects are closed', async () => {
    const mine = await get(t, `${A}?projectId=proj-hj`, tok.hexiaoyan)
    expect(mine.code).toBe(200)
    expect(mine.data.mayManage).toBe(true)
    const height = mine.data.courses.find((c: { id: string }) => c.id === 'train-hj-height')
    expect(height).toMatchObject({ published: true, questionCount: 10, passMark: 80 })
    expect(height.enabledQuestions).toBeGreaterThanOrEqual(10)
    expect(height.attempts).toBeGreaterThan(0)
    expect((await get(t, `${A}?projectId=proj-hj`, tok.yangshan)).data).toEqual({ mayManage: false, courses: [] })
    expect((await get(t, `${A}?projectId=proj-hj`, tok.panyue)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await create('yangshan')).msg).toBe('只有安全员、安全总监和项目经理可以管理培训课程')
    expect((await create('chengang')).msg).toBe('只有安全员、安全总监和项目经理可以管理培训课程')
    expect((await create('panyue')).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await get(t, `${A}/train-hj-height`, tok.panyue)).msg).toBe('课程不存在或您无权访问')
    expect((await get(t, `${A}/train-hj-height`, tok.yangshan)).msg).toBe('只有安全员、安全总监和项目经理可以管理培训课程')
    expect((await send(t, 'PUT', `${A}/train-hj-height`, course({ published: true }), tok.panyue)).msg).toBe('课程不存在或您无权访问')
    expect((await send(t, 'POST', `${A}/train-hj-height/questions`, single(), tok.yangshan)).msg).toBe('只有安全员、安全总监和项目经理可以管理培训课程')
    const qid = (await get(t, `${A}/train-hj-height`, tok.hexiaoyan)).data.questions[0].id
    expect((await send(t, 'PUT', `${T}/questions/${qid}/enabled`, { enabled: false }, tok.panyue)).msg).toBe('题目不存在或您无权访问')
    expect((await send(t, 'DELETE', `${T}/questions/${qid}`, {}, tok.yangshan)).msg).toBe('只有安全员、安全总监和项目经理可以管理培训课程')
  })

  test('course validation: title, pass mark, time limit and questions drawn, answered 400 in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, '请填写课程名称'],
      [{ title: 'x'.repeat(101) }, '课程名称不能超过100个字'],
      [{ passMark: 0 }, '合格分数应为 1 到 100 之间的整数'],
      [{ passMark: 101 }, '合格分数应为 1 到 100 之间的整数'],
      [{ passMark: 60.5 }, '合格分数应为 1 到 100 之间的整数'],
      [{ passMark: undefined }, '请填写合格分数'],
      [{ timeLimitMinutes: 0 }, '考试时长（分钟）应为 1 到 300 之间的整数'],
      [{ questionCount: 'abc' }, '每次抽题数应为 1 到 200 之间的整数'],
      [{ published: 'yes' }, '是否发布格式不正确'],
      [{ projectId: '' }, '请选择项目'],
      [{ published: true }, '发布的课程每次抽题 2 道，启用的题目只有 0 道，请先添加或启用题目，或减少抽题数']
    ]
    for (const [over, msg] of cases) {
      const r = await create('hexiaoyan', over)
      expect([r.status, r.code, r.msg]).toEqual([200, 400, msg])
    }
    expect((await send(t, 'POST', A, [1, 2], tok.hexiaoyan)).msg).toBe('请求内容格式不正确')
  })

  test('question validation: options, answers per kind; true/false has its fixed two options', async () => {
    const c = (await create()).data
    const add = (body: Record<string, unknown>) => send(t, 'POST', `${A}/${c.id}/questions`, body, tok.hexiaoyan)
    const cases: [Record<string, unknown>, string][] = [
      [single({ kind: 'essay' }), '请选择题型（单选题、多选题或判断题）'],
      [single({ stem: '' }), '请填写题干'],
      [single({ options: ['仅一个'] }), '选择题至少需要两个选项'],
      [single({ options: ['甲', ' '] }), '请填写选项B'],
      [single({ options: ['甲', '乙', '丙', '丁', '戊', '己', '庚'] }), '选项最多 6 个（A–F）'],
      [single({ options: ['甲', '甲'] }), '选项内容不能重复'],
      [single({ answer: [] }), '单选题只能有一个正确答案'],
      [single({ answer: ['A', 'B'] }), '单选题只能有一个正确答案'],
      [single({ answer: ['D'] }), '正确答案“D”不是本题的选项，可选 A、B、C'],
      [single({ answer: 'A' }), '请选择正确答案'],
      [single({ kind: 'multiple', answer: ['B'] }), '多选题至少需要两个正确答案'],
      [{ kind: 'judge', stem: '判断', answer: ['C'] }, '正确答案“C”不是本题的选项，可选 A、B'],
      [{ kind: 'judge', stem: '判断', answer: ['A', 'B'] }, '判断题请选择“正确”或“错误”']
    ]
    for (const [body, msg] of cases) {
      const r = await add(body)
      expect([r.code, r.msg]).toEqual([400, msg])
    }
    const judge = await add({ kind: 'judge', stem: '安全带应高挂低用。', options: ['随便', '写的'], answer: ['A'] })
    expect(judge.code).toBe(200)
    expect(judge.data).toMatchObject({ kind: 'judge', kindName: '判断题', options: ['正确', '错误'], answer: ['A'], enabled: true, used: false })
    const multi = await add(single({ kind: 'multiple', options: ['甲', '乙', '丙', '丁'], answer: ['D', 'A'] }))
    expect(multi.data.answer).toEqual(['A', 'D'])
  })

  test('publishing needs enough enabled questions; a published course keeps them; drafts stay hidden from workers', async () => {
    const c = (await create()).data
    expect(c).toMatchObject({ published: false, totalQuestions: 0, enabledQuestions: 0, attempts: 0, projectId: 'proj-hj' })
    const q1 = (await send(t, 'POST', `${A}/${c.id}/questions`, single(), tok.hexiaoyan)).data
    expect((await send(t, 'PUT', `${A}/${c.id}`, course({ published: true }), tok.hexiaoyan)).msg)
      .toBe('发布的课程每次抽题 2 道，启用的题目只有 1 道，请先添加或启用题目，或减少抽题数')
    const q2 = (await send(t, 'POST', `${A}/${c.id}/questions`, single({ stem: '第二题' }), tok.hexiaoyan)).data
    const q3 = (await send(t, 'POST', `${A}/${c.id}/questions`, single({ stem: '第三题' }), tok.hexiaoyan)).data
    expect((await send(t, 'PUT', `${T}/questions/${q3.id}/enabled`, { enabled: false }, tok.hexiaoyan)).data.enabled).toBe(false)
    // worker: the draft is not offered nor startable
    expect((await get(t, `${T}/courses?projectId=proj-hj`, tok.yangshan)).data.map((x: { id: string }) => x.id)).not.toContain(c.id)
    expect((await send(t, 'POST', `${T}/courses/${c.id}/exams`, {}, tok.yangshan)).msg).toBe('课程不存在或您无权访问')
    const pub = await send(t, 'PUT', `${A}/${c.id}`, course({ published: true, title: '桥梁施工安全（2026版）' }), tok.hexiaoyan)
    expect(pub.code).toBe(200)
    expect(pub.data).toMatchObject({ published: true, title: '桥梁施工安全（2026版）', enabledQuestions: 2, totalQuestions: 3 })
    // a published course cannot drop below its draw
    expect((await send(t, 'PUT', `${T}/questions/${q1.id}/enabled`, { enabled: false }, tok.hexiaoyan)).msg)
      .toBe('课程已发布，每次抽题 2 道，停用后启用的题目不足，请先添加题目或取消发布')
    expect((await send(t, 'DELETE', `${T}/questions/${q2.id}`, {}, tok.hexiaoyan)).msg)
      .toBe('课程已发布，每次抽题 2 道，删除后启用的题目不足，请先添加题目或取消发布')
    expect((await send(t, 'PUT', `${A}/${c.id}`, course({ published: true, questionCount: 3 }), tok.hexiaoyan)).code).toBe(400)
    // an unused disabled question may be deleted
    expect((await send(t, 'DELETE', `${T}/questions/${q3.id}`, {}, tok.hexiaoyan)).code).toBe(200)
    expect((await get(t, `${A}/${c.id}`, tok.hexiaoyan)).data.questions.map((q: { id: string }) => q.id)).toEqual([q1.id, q2.id])
    expect((await get(t, `${T}/courses?projectId=proj-hj`, tok.yangshan)).data.map((x: { id: string }) => x.id)).toContain(c.id)
    // a course without exams may be deleted, with its bank
    const draft = (await create('huangwei', { title: '草稿课程' })).data
    await send(t, 'POST', `${A}/${draft.id}/questions`, single(), tok.huangwei)
    expect((await send(t, 'DELETE', `${A}/${draft.id}`, {}, tok.huangwei)).code).toBe(200)
    expect((await get(t, `${A}/${draft.id}`, tok.huangwei)).msg).toBe('课程不存在或您无权访问')
    const left = await t.app.ctx.db.selectFrom('trainQuestion').select('id').where('courseId', '=', draft.id).execute()
    expect(left).toEqual([])
  })

  test('a new published course is taken by a worker and scored; then its questions are kept and the course cannot be deleted', async () => {
    const c = (await create('hexiaoyan', { questionCount: 3, passMark: 60 })).data
    const add = (body: Record<string, unknown>) => send(t, 'POST', `${A}/${c.id}/questions`, body, tok.hexiaoyan)
    const qs = [
      (await add(single({ options: ['甲', '乙', '丙'], answer: ['B'] }))).data,
      (await add(single({ kind: 'multiple', stem: '多选', options: ['甲', '乙', '丙', '丁'], answer: ['A', 'C'] }))).data,
      (await add({ kind: 'judge', stem: '判断', answer: ['B'] })).data,
      (await add(single({ stem: '停用的题' }))).data
    ]
    expect((await send(t, 'PUT', `${T}/questions/${qs[3].id}/enabled`, { enabled: false }, tok.hexiaoyan)).code).toBe(200)
    expect((await send(t, 'PUT', `${A}/${c.id}`, course({ questionCount: 3, passMark: 60, published: true }), tok.hexiaoyan)).data.published).toBe(true)

    const exam = (await send(t, 'POST', `${T}/courses/${c.id}/exams`, {}, tok.yangshan)).data
    expect(exam.state).toBe('open')
    // the disabled question is never drawn
    expect(exam.questions.map((q: { id: string }) => q.id).sort()).toEqual([qs[0].id, qs[1].id, qs[2].id].sort())
    const right: Record<string, string[]> = { [qs[0].id]: ['B'], [qs[1].id]: ['A', 'C'], [qs[2].id]: ['A'] }
    for (const [id, answer] of Object.entries(right)) expect((await send(t, 'PUT', `${T}/exams/${exam.id}/answers`, { questionId: id, answer }, tok.yangshan)).code).toBe(200)
    const result = (await send(t, 'POST', `${T}/exams/${exam.id}/submit`, {}, tok.yangshan)).data
    expect(result).toMatchObject({ state: 'submitted', correctCount: 2, totalCount: 3, score: 67, passed: true })

    const detail = (await get(t, `${A}/${c.id}`, tok.hexiaoyan)).data
    expect(detail.attempts).toBe(1)
    expect(detail.questions.find((q: { id: string }) => q.id === qs[0].id).used).toBe(true)
    expect(detail.questions.find((q: { id: string }) => q.id === qs[3].id).used).toBe(false)
    expect((await send(t, 'DELETE', `${T}/questions/${qs[0].id}`, {}, tok.hexiaoyan)).msg).toBe('该题已有人作答，不能删除，可停用')
    expect((await send(t, 'PUT', `${T}/questions/${qs[0].id}`, single({ options: ['甲', '乙', '丙'], answer: ['C'] }), tok.hexiaoyan)).msg)
      .toBe('该题已被考试抽到，不能修改题型、选项和答案；如需调整，请停用本题后新增题目')
    // the wording and the analysis may still be corrected
    const reworded = await send(t, 'PUT', `${T}/questions/${qs[0].id}`, single({ stem: '挂篮行走前必须检查什么？', options: ['甲', '乙', '丙'], answer: ['B'], analysis: '新解析' }), tok.hexiaoyan)
    expect(reworded.data).toMatchObject({ stem: '挂篮行走前必须检查什么？', analysis: '新解析', used: true })
    expect((await send(t, 'DELETE', `${T}/questions/${qs[3].id}`, {}, tok.hexiaoyan)).code).toBe(200)
    expect((await send(t, 'DELETE', `${A}/${c.id}`, {}, tok.hexiaoyan)).msg).toBe('该课程已有人参加考试，不能删除，可取消发布')
    // unpublished: no longer offered to workers; the record and its result remain
    expect((await send(t, 'PUT', `${A}/${c.id}`, course({ questionCount: 3, published: false }), tok.hexiaoyan)).data.published).toBe(false)
    expect((await get(t, `${T}/courses?projectId=proj-hj`, tok.yangshan)).data.map((x: { id: string }) => x.id)).not.toContain(c.id)
    expect((await get(t, `${T}/exams/${exam.id}`, tok.yangshan)).data).toMatchObject({ state: 'submitted', score: 67 })
    // disabling a used question is allowed once unpublished
    expect((await send(t, 'PUT', `${T}/questions/${qs[0].id}/enabled`, { enabled: false }, tok.hexiaoyan)).data).toMatchObject({ enabled: false, used: true })
  })
})

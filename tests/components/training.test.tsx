// The safety exam pages: 安全培训考试 lists the courses with my standing, starts an exam after a confirmation (or
// resumes the open one without), counts down by the server's deadline even when the phone's clock is wrong, saves
// each answer as it is given (an answer the network lost goes with the submission), asks before submitting, shows
// the result with the analysis of wrong answers and offers a retake when failed, and submits by itself at zero.
// 考试记录 lists my exams; a safety officer switches to everyone's. The server is a fake at the request level.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import SafeTrainOnlineExamPage from '@/pages/apply/safetyTrain/safeTrainOnlineExam/index'
import ExaminationRecordPage from '@/pages/apply/examinationRecord/index'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const course = (id: string, more: Record<string, unknown> = {}) => ({
  id, title: `课程${id}`, description: '', passMark: 80, timeLimitMinutes: 20, questionCount: 3, attempts: 0, bestScore: null, passed: false, openAttemptId: null, ...more
})
const questions = [
  { id: 'q1', kind: 'single', kindName: '单选题', stem: '安全带的正确挂设方法是：', options: [{ key: 'A', text: '低挂高用' }, { key: 'B', text: '高挂低用' }] },
  { id: 'q2', kind: 'multiple', kindName: '多选题', stem: '建筑施工"三宝"是指：', options: [{ key: 'A', text: '安全帽' }, { key: 'B', text: '安全带' }, { key: 'C', text: '安全网' }, { key: 'D', text: '绝缘鞋' }] },
  { id: 'q3', kind: 'judge', kindName: '判断题', stem: '电气设备着火时，应先切断电源再灭火。', options: [{ key: 'A', text: '正确' }, { key: 'B', text: '错误' }] }
]
/** the server's clock is an hour behind the phone's */
const SERVER_SKEW = -3_600_000
const exam = (id: string, leftMs: number, answers: Record<string, string[]> = {}) => {
  const serverNow = Date.now() + SERVER_SKEW
  return { id, courseId: 'c1', courseTitle: '课程c1', passMark: 80, state: 'open', startedAt: serverNow - 60_000, deadline: serverNow + leftMs, serverNow, questions, answers }
}
const result = (id: string, score: number, passed: boolean) => ({
  id, courseId: 'c1', courseTitle: '课程c1', passMark: 80, state: 'submitted', startedAt: 0, deadline: 1_200_000, submittedAt: 305_000, late: false, score, passed,
  correctCount: passed ? 3 : 1, totalCount: 3, userName: '杨山',
  questions: questions.map((q, i) => ({
    ...q, myAnswer: ['A'], correctAnswer: i === 1 ? ['A', 'B', 'C'] : ['A'], correct: passed || i === 0, analysis: `解析${q.id}`
  }))
})

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-yangshan', userName: '杨山', userAccount: 'yangshan' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

test('the courses show my standing; starting asks first, then the exam counts down by the server\'s deadline and saves each answer', async () => {
  const saved: unknown[] = []
  const api = fakeApi({
    'GET /api/training/courses': ok([
      course('c1'), course('c2', { passed: true, bestScore: 90, attempts: 1 }), course('c3', { bestScore: 60, attempts: 1 }), course('c4', { openAttemptId: 'e-open' })
    ]),
    'POST /api/training/courses/c1/exams': ok(exam('e1', 20 * 60_000)),
    'PUT /api/training/exams/e1/answers': (c) => {
      saved.push(c.body)
      return ok({ savedAt: 0, deadline: 0, serverNow: Date.now() + SERVER_SKEW })
    }
  })
  render(<SafeTrainOnlineExamPage />)
  expect(await screen.findByText('已通过 · 最高90分')).toBeTruthy()
  expect(api.find('GET', '/api/training/courses')[0].query).toMatchObject({ projectId: 'proj-hj' })
  expect(screen.getByText('未通过 · 最高60分')).toBeTruthy()
  expect(screen.getByText('重新考试')).toBeTruthy()
  expect(screen.getByText('继续考试')).toBeTruthy()
  expect(screen.getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual(['开始考试', '重新考试', '继续考试'])

  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('开始考试'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toContain('限时20分钟')
  expect(api.find('POST', '/api/training/courses/c1/exams')).toHaveLength(0)
  fireEvent.click(screen.getByText('开始考试'))
  expect(await screen.findByText('安全带的正确挂设方法是：')).toBeTruthy()
  // an hour between the clocks, yet twenty minutes left
  expect(screen.getByLabelText('剩余时间').textContent).toMatch(/^剩余 (20:00|19:59)$/)
  expect(screen.getByText('第1/3题')).toBeTruthy()

  fireEvent.click(screen.getByText('高挂低用'))
  await waitFor(() => expect(saved).toEqual([{ questionId: 'q1', answer: ['B'] }]))
  expect(screen.getByRole('radio', { name: /高挂低用/ }).getAttribute('aria-checked')).toBe('true')
  fireEvent.click(screen.getByText('下一题'))
  expect(screen.getByText('可选多项，全部选对才得分')).toBeTruthy()
  fireEvent.click(screen.getByText('安全网'))
  await waitFor(() => expect(saved).toHaveLength(2))
  fireEvent.click(screen.getByText('安全帽'))
  await waitFor(() => expect(saved).toHaveLength(3))
  expect(saved[2]).toEqual({ questionId: 'q2', answer: ['A', 'C'] })
})

test('an open exam resumes without asking, with its saved answers; a lost save goes with the submission; the result explains the wrong answers and offers a retake', async () => {
  const api = fakeApi({
    'GET /api/training/courses': ok([course('c1', { openAttemptId: 'e2' })]),
    'POST /api/training/courses/c1/exams': ok(exam('e2', 5 * 60_000, { q1: ['A'] })),
    'PUT /api/training/exams/e2/answers': { status: 502, body: 'Bad Gateway' },
    'POST /api/training/exams/e2/submit': ok(result('e2', 33, false))
  })
  render(<SafeTrainOnlineExamPage />)
  fireEvent.click(await screen.findByText('继续考试'))
  expect(await screen.findByText('安全带的正确挂设方法是：')).toBeTruthy()
  expect(Taro.showModal).not.toHaveBeenCalled()
  expect(screen.getByRole('radio', { name: /低挂高用/ }).getAttribute('aria-checked')).toBe('true')
  fireEvent.click(screen.getByText('3'))
  fireEvent.click(screen.getByText('正确'))
  expect(await screen.findByText('本题答案未保存，交卷时将一并提交')).toBeTruthy()

  fireEvent.click(screen.getByText('交卷'))
  await waitFor(() => expect(api.find('POST', '/api/training/exams/e2/submit')).toHaveLength(1))
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toBe('还有1题未作答（第2题），未答的题不得分。确定交卷吗？')
  expect(api.find('POST', '/api/training/exams/e2/submit')[0].body).toEqual({ answers: { q1: ['A'], q3: ['A'] } })
  expect(await screen.findByText('33分')).toBeTruthy()
  expect(screen.getByText('未通过')).toBeTruthy()
  expect(screen.getByText('错题解析（2题）')).toBeTruthy()
  expect(screen.getByText('解析：解析q2')).toBeTruthy()
  expect(screen.getByText('正确答案：ABC')).toBeTruthy()
  // a true/false answer in words
  expect(screen.getByText('正确答案：正确')).toBeTruthy()
  expect(screen.queryByText('解析：解析q1')).toBeNull()

  fireEvent.click(screen.getByText('重新考试'))
  await waitFor(() => expect(api.find('POST', '/api/training/courses/c1/exams')).toHaveLength(2))
})

test('quick taps save one answer at a time, the latest of a question winning; submitting waits for the saves under way', async () => {
  // each save waits until the test lets it go: the taps pile up behind the first one
  const gates: (() => void)[] = []
  let flying = 0
  let most = 0
  const saved: unknown[] = []
  const api = fakeApi({
    'GET /api/training/courses': ok([course('c1', { openAttemptId: 'e4' })]),
    'POST /api/training/courses/c1/exams': ok(exam('e4', 10 * 60_000)),
    'PUT /api/training/exams/e4/answers': (c) => {
      flying++
      most = Math.max(most, flying)
      return new Promise((resolve) => gates.push(() => {
        flying--
        saved.push(c.body)
        resolve(ok({ savedAt: 0, deadline: 0, serverNow: Date.now() + SERVER_SKEW }))
      }))
    },
    'POST /api/training/exams/e4/submit': ok(result('e4', 100, true))
  })
  render(<SafeTrainOnlineExamPage />)
  fireEvent.click(await screen.findByText('继续考试'))
  fireEvent.click(await screen.findByText('低挂高用'))
  fireEvent.click(screen.getByText('高挂低用'))
  fireEvent.click(screen.getByText('2'))
  fireEvent.click(screen.getByText('安全帽'))
  fireEvent.click(screen.getByText('安全网'))
  fireEvent.click(screen.getByText('3'))
  fireEvent.click(screen.getByText('正确'))
  await waitFor(() => expect(gates).toHaveLength(1))
  expect(api.find('PUT', '/api/training/exams/e4/answers').map((c) => c.body)).toEqual([{ questionId: 'q1', answer: ['A'] }])
  // 交卷 while saves wait: nothing is submitted before they are through
  fireEvent.click(screen.getByText('交卷'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalled())
  await new Promise((r) => setTimeout(r, 50))
  expect(api.find('POST', '/api/training/exams/e4/submit')).toHaveLength(0)
  while (api.find('POST', '/api/training/exams/e4/submit').length === 0) {
    await waitFor(() => expect(gates.length).toBeGreaterThan(0))
    gates.shift()!()
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(most).toBe(1)
  // q1 changed while its first answer was in flight: the change waits for it; q2's two taps go as one save of the latest
  expect(saved).toEqual([
    { questionId: 'q1', answer: ['A'] }, { questionId: 'q1', answer: ['B'] }, { questionId: 'q2', answer: ['A', 'C'] }, { questionId: 'q3', answer: ['A'] }
  ])
  expect(api.find('POST', '/api/training/exams/e4/submit')[0].body).toEqual({ answers: { q1: ['B'], q2: ['A', 'C'], q3: ['A'] } })
  expect(await screen.findByText('100分')).toBeTruthy()
})

test('at zero the exam is submitted by itself', async () => {
  const api = fakeApi({
    'GET /api/training/courses': ok([course('c1', { openAttemptId: 'e3' })]),
    'POST /api/training/courses/c1/exams': ok(exam('e3', 1500, { q1: ['B'] })),
    'POST /api/training/exams/e3/submit': ok(result('e3', 100, true))
  })
  render(<SafeTrainOnlineExamPage />)
  fireEvent.click(await screen.findByText('继续考试'))
  expect(await screen.findByText('100分')).toBeTruthy()
  expect(api.find('POST', '/api/training/exams/e3/submit')[0].body).toEqual({ answers: { q1: ['B'] } })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '考试时间到，已自动交卷' }))
  expect(screen.getByText('考试通过')).toBeTruthy()
  expect(screen.queryByText('重新考试')).toBeNull()
})

test('opened from a record, the page shows that exam\'s result', async () => {
  __setRouterParams({ examId: 'e9' })
  fakeApi({ 'GET /api/training/exams/e9': ok(result('e9', 67, false)) })
  render(<SafeTrainOnlineExamPage />)
  expect(await screen.findByText('67分')).toBeTruthy()
  expect(screen.getByText('杨山 · 课程c1')).toBeTruthy()
  expect(screen.getAllByText('考生答案：A').length).toBeGreaterThan(0)
  expect(screen.queryByText('重新考试')).toBeNull()
})

test('the records: mine; a safety officer switches to everyone\'s, filters, and opens a result', async () => {
  const rec = (id: string, userName: string, passed: boolean) => ({
    id, courseId: 'c1', courseTitle: '高处作业安全', userId: 'u', userName, score: passed ? 90 : 60, passed, passMark: 80, correctCount: 9, totalCount: 10,
    startedAt: 0, submittedAt: 1_764_000_000_000, durationText: '14分00秒', late: false
  })
  const api = fakeApi({
    'GET /api/training/courses': ok([course('c1')]),
    'GET /api/training/records': (c) => ok({
      list: c.query.scope === 'all' ? [rec('r1', '杨山', true), rec('r2', '曹勇', false)] : [rec('r1', '杨山', true)],
      pagination: { currentPage: 1, pageSize: 20, total: c.query.scope === 'all' ? 2 : 1 }, mayReadAll: true
    })
  })
  render(<ExaminationRecordPage />)
  expect(await screen.findByText('90分')).toBeTruthy()
  expect(screen.getByText('交卷 2025-11-25 00:00 · 用时14分00秒')).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: '全部人员' }))
  expect(await screen.findByText('曹勇')).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: '未通过' }))
  await waitFor(() => expect(api.find('GET', '/api/training/records').at(-1)!.query).toMatchObject({ scope: 'all', passed: '0', projectId: 'proj-hj' }))
  fireEvent.click(screen.getByText('60分'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.safeTrainOnlineExam('r2') })
})

test('a pull-down is stopped on every exam screen when its reload ends, also when it fails', async () => {
  const pull = async (times: number) => {
    await act(async () => { __triggerHook('usePullDownRefresh') })
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(times))
  }
  let coursesFail = true
  let examFails = false
  const api = fakeApi({
    'GET /api/training/courses': () => (coursesFail ? { status: 502, body: 'Bad Gateway' } : ok([course('c1', { openAttemptId: 'e5' })])),
    'POST /api/training/courses/c1/exams': ok(exam('e5', 10 * 60_000)),
    'GET /api/training/exams/e5': () => (examFails ? { status: 502, body: 'Bad Gateway' } : ok(exam('e5', 9 * 60_000))),
    'POST /api/training/exams/e5/submit': ok(result('e5', 100, true))
  })
  const page = render(<SafeTrainOnlineExamPage />)
  // the course list failing, then pulled down into a list
  expect(await screen.findByText('重试')).toBeTruthy()
  coursesFail = false
  await pull(1)
  expect(await screen.findByText('继续考试')).toBeTruthy()
  await pull(2)
  // in the exam: read again from the server, and stopped with the server down too
  fireEvent.click(screen.getByText('继续考试'))
  expect(await screen.findByText('安全带的正确挂设方法是：')).toBeTruthy()
  await pull(3)
  expect(api.find('GET', '/api/training/exams/e5')).toHaveLength(1)
  examFails = true
  await pull(4)
  // the result just shown: nothing to reload, stopped at once
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: true, cancel: false }))
  fireEvent.click(screen.getByText('交卷'))
  expect(await screen.findByText('100分')).toBeTruthy()
  await pull(5)
  page.unmount()

  // opened from a record whose exam cannot be read: the error, pulled down, stops and reads it again
  __setRouterParams({ examId: 'e5' })
  render(<SafeTrainOnlineExamPage />)
  expect(await screen.findByText('重试')).toBeTruthy()
  const reads = api.find('GET', '/api/training/exams/e5').length
  await pull(6)
  expect(api.find('GET', '/api/training/exams/e5').length).toBeGreaterThan(reads)
})

test('the records stop a pull-down when their reload ends, also when it fails', async () => {
  let fail = false
  fakeApi({
    'GET /api/training/courses': ok([]),
    'GET /api/training/records': () => (fail ? { status: 502, body: 'Bad Gateway' } : ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 }, mayReadAll: false }))
  })
  render(<ExaminationRecordPage />)
  expect(await screen.findByText('暂无考试记录')).toBeTruthy()
  fail = true
  await act(async () => { __triggerHook('usePullDownRefresh') })
  await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1))
  expect(await screen.findByText('重试')).toBeTruthy()
})

test('the records say when the course filter fails to load, and a tap loads it again; the records still list', async () => {
  let fail = true
  const api = fakeApi({
    'GET /api/training/courses': () => (fail ? { code: 500, msg: '课程服务繁忙' } : ok([course('c1')])),
    'GET /api/training/records': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 }, mayReadAll: false })
  })
  render(<ExaminationRecordPage />)
  expect(await screen.findByText('课程服务繁忙，点击重试')).toBeTruthy()
  expect(screen.getByText('暂无考试记录')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('课程服务繁忙，点击重试'))
  expect(await screen.findByRole('radio', { name: '全部课程' })).toBeTruthy()
  expect(screen.queryByText('课程服务繁忙，点击重试')).toBeNull()
  expect(api.find('GET', '/api/training/courses')).toHaveLength(2)
})

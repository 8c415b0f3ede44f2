// 课程管理: the course form says what is wrong before sending (title, pass mark) and sends a valid course; the question
// sheet refuses a multiple choice with one right answer and an empty option, then sends a valid one; the server's
// refusal (publishing with too few questions) is shown; deleting a question asks first; 课程管理 shows on the exam
// list only when the server says I may administer. The server is a fake.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import CourseAdminFormPage from '@/pages/apply/safetyTrain/courseAdmin/form'
import CourseAdminPage from '@/pages/apply/safetyTrain/courseAdmin/index'
import SafeTrainOnlineExamPage from '@/pages/apply/safetyTrain/safeTrainOnlineExam/index'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { typeInto } from './profile/dom'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const detail = (more: Record<string, unknown> = {}) => ({
  id: 'c9', projectId: 'proj-hj', title: '桥梁施工安全', description: '', passMark: 60, timeLimitMinutes: 20, questionCount: 2, published: false,
  enabledQuestions: 0, totalQuestions: 0, attempts: 0, questions: [], ...more
})
const question = (id: string, more: Record<string, unknown> = {}) => ({
  id, kind: 'single', kindName: '单选题', stem: `题目${id}`, options: ['甲', '乙'], answer: ['A'], analysis: '', enabled: true, used: false, ...more
})
async function typeArea(container: HTMLElement, placeholder: string, value: string) {
  const el = await waitFor(() => {
    const found = container.querySelector(`textarea[placeholder="${placeholder}"]`)
    if (!found) throw new Error(`no textarea ${placeholder}`)
    return found
  })
  fireEvent.input(el, { target: { value } })
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-hexiaoyan', userName: '何晓燕', userAccount: 'hexiaoyan' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

test('the course form says what is wrong before sending, then creates the course and opens its question bank', async () => {
  const api = fakeApi({ 'POST /api/training/course-admin': ok(detail()) })
  const { container } = render(<CourseAdminFormPage />)
  await typeInto(container, '1–100', '0')
  fireEvent.click(await screen.findByText('创建课程'))
  expect((await screen.findByRole('alert')).textContent).toBe('请填写课程名称')
  await typeInto(container, '如：高处作业安全', '桥梁施工安全')
  fireEvent.click(screen.getByText('创建课程'))
  expect((await screen.findByRole('alert')).textContent).toBe('合格分数应为 1 到 100 之间的整数')
  await typeInto(container, '1–100', '101')
  fireEvent.click(screen.getByText('创建课程'))
  expect((await screen.findByRole('alert')).textContent).toBe('合格分数应为 1 到 100 之间的整数')
  expect(api.find('POST', '/api/training/course-admin')).toHaveLength(0)
  await typeInto(container, '1–100', '60')
  await typeInto(container, '如：10', '2')
  fireEvent.click(screen.getByText('创建课程'))
  await waitFor(() => expect(api.find('POST', '/api/training/course-admin')).toHaveLength(1))
  expect(api.find('POST', '/api/training/course-admin')[0].body).toEqual({
    projectId: 'proj-hj', title: '桥梁施工安全', description: '', passMark: 60, timeLimitMinutes: 20, questionCount: 2, published: false
  })
  expect(await screen.findByText('题库（0/0 题启用）')).toBeTruthy()
  expect(screen.getByText('暂无题目，请添加')).toBeTruthy()
})

test('the question sheet refuses a bad question and sends a valid one; the server\'s refusal to publish is shown', async () => {
  __setRouterParams({ id: 'c9' })
  let bank = [question('q1')]
  const api = fakeApi({
    'GET /api/training/course-admin/c9': () => ok(detail({ questions: bank, enabledQuestions: bank.length, totalQuestions: bank.length })),
    'POST /api/training/course-admin/c9/questions': (c) => {
      bank = [...bank, question('q2', c.body as Record<string, unknown>)]
      return ok(bank[1])
    },
    'PUT /api/training/course-admin/c9': { code: 400, msg: '发布的课程每次抽题 3 道，启用的题目只有 2 道，请先添加或启用题目，或减少抽题数' }
  })
  const { container } = render(<CourseAdminFormPage />)
  fireEvent.click(await screen.findByText('+ 添加题目'))
  fireEvent.click(screen.getByRole('radio', { name: '多选题' }))
  await typeArea(container, '请输入题干', '挂篮行走前应检查哪些项目？')
  fireEvent.click(screen.getByText('保存题目'))
  expect((await screen.findByRole('alert')).textContent).toBe('请填写选项A')
  for (const [key, text] of [['A', '锚固'], ['B', '限位'], ['C', '油漆'], ['D', '标语']]) await typeInto(container, `选项${key}`, text)
  fireEvent.click(screen.getByRole('checkbox', { name: 'A 为正确答案' }))
  fireEvent.click(screen.getByText('保存题目'))
  expect((await screen.findByRole('alert')).textContent).toBe('多选题至少需要两个正确答案')
  expect(api.find('POST', '/api/training/course-admin/c9/questions')).toHaveLength(0)
  fireEvent.click(screen.getByRole('checkbox', { name: 'B 为正确答案' }))
  fireEvent.click(screen.getByText('保存题目'))
  await waitFor(() => expect(api.find('POST', '/api/training/course-admin/c9/questions')).toHaveLength(1))
  expect(api.find('POST', '/api/training/course-admin/c9/questions')[0].body).toEqual({
    kind: 'multiple', stem: '挂篮行走前应检查哪些项目？', options: ['锚固', '限位', '油漆', '标语'], answer: ['A', 'B'], analysis: ''
  })
  expect(await screen.findByText('题库（2/2 题启用）')).toBeTruthy()
  // publishing 3 of 2: said before sending; the server has the last word on the rest
  await typeInto(container, '如：10', '3')
  fireEvent(container.querySelector('taro-switch-core')!, new CustomEvent('change', { detail: { value: true } }))
  fireEvent.click(screen.getByText('保存课程'))
  expect((await screen.findByRole('alert')).textContent).toBe('发布的课程每次抽题 3 道，启用的题目只有 2 道，请先添加或启用题目，或减少抽题数')
  expect(api.find('PUT', '/api/training/course-admin/c9')).toHaveLength(0)
  await typeInto(container, '如：10', '2')
  fireEvent.click(screen.getByText('保存课程'))
  await waitFor(() => expect(api.find('PUT', '/api/training/course-admin/c9')).toHaveLength(1))
  expect(api.find('PUT', '/api/training/course-admin/c9')[0].body).toMatchObject({ questionCount: 2, published: true })
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '发布的课程每次抽题 3 道，启用的题目只有 2 道，请先添加或启用题目，或减少抽题数' })))
})

test('deleting a question asks first; a question drawn in an exam offers no delete', async () => {
  __setRouterParams({ id: 'c9' })
  const api = fakeApi({
    'GET /api/training/course-admin/c9': ok(detail({ questions: [question('q1'), question('q2', { used: true })], attempts: 1 })),
    'DELETE /api/training/questions/q1': ok(null)
  })
  render(<CourseAdminFormPage />)
  expect(await screen.findByText('已考 1 次，课程不能删除，可取消发布')).toBeTruthy()
  expect(screen.getAllByText('删除')).toHaveLength(1)
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('DELETE', '/api/training/questions/q1')).toHaveLength(0)
  fireEvent.click(screen.getByText('删除'))
  await waitFor(() => expect(api.find('DELETE', '/api/training/questions/q1')).toHaveLength(1))
})

test('the admin list shows published and draft courses; the exam list offers 课程管理 only to those who may manage', async () => {
  let mayManage = true
  fakeApi({
    'GET /api/training/course-admin': () => ok({ mayManage, courses: mayManage ? [detail({ id: 'c1', title: '高处作业安全', published: true, enabledQuestions: 12, totalQuestions: 13 }), detail()] : [] }),
    'GET /api/training/courses': ok([])
  })
  const list = render(<CourseAdminPage />)
  expect(await screen.findByText('已发布')).toBeTruthy()
  expect(screen.getByText('草稿')).toBeTruthy()
  expect(screen.getByText('题库 12/13 题启用 · 每次抽 2 题')).toBeTruthy()
  fireEvent.click(screen.getByText('新建课程'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.courseAdminForm() })
  list.unmount()
  const exams = render(<SafeTrainOnlineExamPage />)
  fireEvent.click(await screen.findByText('课程管理'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.courseAdmin })
  exams.unmount()
  mayManage = false
  render(<SafeTrainOnlineExamPage />)
  expect(await screen.findByText('本项目暂无培训课程')).toBeTruthy()
  expect(screen.queryByText('课程管理')).toBeNull()
})

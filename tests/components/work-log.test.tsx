// 工作日志: 我的日志 by month with 已共享 and 写日志, 下属日志 with the author's name; a log shows the manager's comments,
// 修改 for its author within 7 days, 点评 for the manager; 写日志 requires what was done and sends the form.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import ReportLogPage from '@/pages/apply/reportLog/index'
import ReportLogFormPage from '@/pages/apply/reportLog/form'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { nativeInputs, typeIn } from './lowcode-fixtures'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const card = (id: string, more: Record<string, unknown> = {}) => ({
  id, logDate: '2026-11-26', weather: '小雨', done: '3#盖梁底模及侧模安装完成', authorName: '陈刚', shared: true, photoCount: 0, commentCount: 0, ...more
})
const detail = (more: Record<string, unknown> = {}) => ({
  ...card('l1'), projectId: 'proj-hj', userId: 'u-chengang', problems: '雨天暂停高处焊接作业半天。', plan: '完成3#盖梁钢筋绑扎。', photos: [],
  managerName: '张华', comments: [], editable: false, mayComment: false, createdAt: Date.now(), updatedAt: Date.now(), ...more
})
const page = (list: unknown[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})

test('我的日志 of this month, then 下属日志 with the authors', async () => {
  const api = fakeApi({
    'GET /api/work-logs': (c) => c.query.scope === 'team'
      ? page([card('t1', { authorName: '李军', shared: true, commentCount: 1 })])
      : page([card('l1', { photoCount: 2 })])
  })
  render(<ReportLogPage />)
  await screen.findByText('3#盖梁底模及侧模安装完成')
  expect(screen.getByText('已共享')).toBeInTheDocument()
  expect(screen.getByText('照片 2 张')).toBeInTheDocument()
  expect(api.find('GET', '/api/work-logs')[0].query).toMatchObject({ scope: 'mine', month: dayjs().format('YYYY-MM'), projectId: 'proj-hj' })
  fireEvent.click(screen.getByText('下属日志'))
  await screen.findByText('李军 2026-11-26')
  expect(screen.getByText('点评 1 条')).toBeInTheDocument()
  expect(screen.queryByText('写日志')).toBeNull()
})

test('an empty month says so', async () => {
  fakeApi({ 'GET /api/work-logs': page([]) })
  render(<ReportLogPage />)
  await screen.findByText('本月暂无日志')
  fireEvent.click(screen.getByText('写日志'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/reportLog/form' }))
})

test('the manager reads the log and comments on it; he cannot change it', async () => {
  __setRouterParams({ id: 'l1' })
  let comment = ''
  const api = fakeApi({
    'GET /api/work-logs/l1': () => ok(detail({ mayComment: true })),
    'POST /api/work-logs/l1/comments': (c) => {
      comment = (c.body as { content: string }).content
      return ok(detail({ mayComment: true, comments: [{ id: 'c1', userName: '张华', content: comment, createdAt: Date.now() }] }))
    }
  })
  const { container } = render(<ReportLogPage />)
  await screen.findByText('雨天暂停高处焊接作业半天。')
  expect(screen.getByText('已共享给 张华')).toBeInTheDocument()
  expect(screen.queryByText('修改')).toBeNull()
  fireEvent.click(screen.getByText('点评'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写点评内容' })))
  await typeIn(container, '.wl-detail input', '注意钢筋保护层厚度')
  fireEvent.click(screen.getByText('点评'))
  await screen.findByText('注意钢筋保护层厚度')
  expect(api.find('POST', '/api/work-logs/l1/comments')).toHaveLength(1)
  expect(screen.getByText('上级点评（1）')).toBeInTheDocument()
})

test('the author edits a recent log; an old one says it is closed', async () => {
  __setRouterParams({ id: 'l1' })
  fakeApi({ 'GET /api/work-logs/l1': ok(detail({ editable: true })) })
  const { unmount } = render(<ReportLogPage />)
  await screen.findByText('修改')
  fireEvent.click(screen.getByText('修改'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/reportLog/form?id=l1' }))
  unmount()
  fakeApi({ 'GET /api/work-logs/l1': ok(detail({ editable: false })) })
  render(<ReportLogFormPage />)
  await screen.findByText('日志仅可由本人在7天内修改')
})

test('写日志 requires what was done, then sends the day, weather, texts and sharing', async () => {
  let sent: Record<string, unknown> | null = null
  const api = fakeApi({ 'POST /api/work-logs': (c) => { sent = c.body as Record<string, unknown>; return ok(detail({ id: 'l9' })) } })
  const { container } = render(<ReportLogFormPage />)
  await screen.findByText('今日工作')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写今日工作' })))
  fireEvent.click(screen.getByText('多云'))
  const areas = await nativeInputs(container, '.wl-form textarea', 3)
  fireEvent.input(areas[0], { target: { value: 'K24+100左幅2#墩柱模板安装' }, detail: { value: 'K24+100左幅2#墩柱模板安装' } })
  fireEvent.input(areas[2], { target: { value: '墩柱混凝土浇筑' }, detail: { value: '墩柱混凝土浇筑' } })
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('POST', '/api/work-logs')).toHaveLength(1))
  expect(sent).toMatchObject({
    projectId: 'proj-hj', logDate: dayjs().format('YYYY-MM-DD'), weather: '多云', done: 'K24+100左幅2#墩柱模板安装', plan: '墩柱混凝土浇筑', shared: true, photos: []
  })
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/reportLog/index?id=l9' })))
})

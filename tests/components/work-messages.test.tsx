// 工作通知: 收到的 marks the unread and counts them on the tab, 我发出的 shows 已读 x/y; the sender's notice lists who
// has and has not read with 提醒未读 held back within 30 minutes; 发通知 sends the chosen sections, roles and people.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import WorkMessagePage from '@/pages/apply/workMessage/index'
import AddMessagePage from '@/pages/apply/workMessage/addMessage'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { typeIn } from './lowcode-fixtures'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const card = (id: string, more: Record<string, unknown> = {}) => ({
  id, title: `通知${id}`, importance: 1, senderName: '张华', sentAt: Date.now() - 3_600_000, targetText: 'TJ-01', attachmentCount: 0,
  readAt: null, total: 0, read: 0, ...more
})
const detail = (more: Record<string, unknown> = {}) => ({
  ...card('m1'), projectId: 'proj-hj', content: '明天上午8时浇筑3#盖梁', attachments: [], senderUserId: 'u-zhanghua', isSender: false,
  unreadPeople: [], readPeople: [], lastRemindAt: null, nextRemindAt: null, ...more
})
const page = (list: unknown[], more: Record<string, unknown> = {}) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length }, ...more })

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never })
  __setRouterParams({})
})

test('收到的 marks the unread and counts them; 我发出的 shows the figures', async () => {
  const api = fakeApi({
    'GET /api/work-messages': (c) => c.query.box === 'sent'
      ? page([card('s1', { title: '节前安全检查', total: 12, read: 5 })])
      : page([card('m1', { importance: 3, title: '盖梁浇筑安排' }), card('m2', { readAt: Date.now() - 1000, title: '监理例会通知' })], { unread: 1 })
  })
  const { container } = render(<WorkMessagePage />)
  await screen.findByText('盖梁浇筑安排')
  expect(screen.getByText('收到的（1）')).toBeInTheDocument()
  expect(screen.getByText('紧急')).toBeInTheDocument()
  expect(container.querySelectorAll('.wm-dot')).toHaveLength(1)
  expect(screen.getByText('已读')).toBeInTheDocument()
  fireEvent.click(screen.getByText('我发出的'))
  await screen.findByText('节前安全检查')
  expect(screen.getByText('已读 5/12')).toBeInTheDocument()
  expect(api.find('GET', '/api/work-messages').map((c) => c.query.box)).toEqual(['inbox', 'sent'])
  fireEvent.click(screen.getByText('节前安全检查'))
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/workMessage/index?id=s1' }))
})

test('an empty inbox says so; a failed load offers a retry', async () => {
  let fail = true
  fakeApi({ 'GET /api/work-messages': () => (fail ? { code: 500, msg: '服务器繁忙' } : page([])) })
  render(<WorkMessagePage />)
  await screen.findByText('服务器繁忙')
  fail = false
  fireEvent.click(screen.getByText('重试'))
  await screen.findByText('暂无收到的通知')
})

test('the sender sees who has and has not read; 提醒未读 waits for the interval, then reminds', async () => {
  __setRouterParams({ id: 'm1' })
  let next: number | null = Date.now() + 20 * 60_000
  const api = fakeApi({
    'GET /api/work-messages/m1': () => ok(detail({
      isSender: true, total: 3, read: 1, nextRemindAt: next, lastRemindAt: next ? Date.now() - 10 * 60_000 : null,
      unreadPeople: [{ userId: 'u-lijun', name: '李军', organize: '钱江路桥', readAt: null }, { userId: 'u-wangfang', name: '王芳', organize: '钱江路桥', readAt: null }],
      readPeople: [{ userId: 'u-chengang', name: '陈刚', organize: '钱江路桥', readAt: Date.now() - 60_000 }]
    })),
    'POST /api/work-messages/m1/remind': ok({ reminded: 2 })
  })
  render(<WorkMessagePage />)
  await screen.findByText('已读 1/3')
  expect(screen.getByText('未读（2人）')).toBeInTheDocument()
  expect(screen.getByText('李军')).toBeInTheDocument()
  expect(screen.getByText('已读（1人）')).toBeInTheDocument()
  fireEvent.click(screen.getByText('提醒未读'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('30分钟内只能提醒一次') })))
  expect(api.find('POST', '/api/work-messages/m1/remind')).toHaveLength(0)
  // once the interval has passed (the pull-down reloads the notice) the tap reminds
  next = null
  await act(async () => { __triggerHook('usePullDownRefresh') })
  await waitFor(() => expect(screen.queryByText(/上次提醒/)).toBeNull())
  fireEvent.click(screen.getByText('提醒未读'))
  await waitFor(() => expect(api.find('POST', '/api/work-messages/m1/remind')).toHaveLength(1))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已提醒2人' })))
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

test('发通知 sends the chosen sections, roles and people; nothing chosen is refused on the phone', async () => {
  let sent: Record<string, unknown> | null = null
  const api = fakeApi({
    'GET /api/work-messages/targets': ok({
      users: [{ id: 'u-lijun', realName: '李军', organize: '钱江路桥' }, { id: 'u-wangfang', realName: '王芳', organize: '钱江路桥' }],
      roles: [{ id: 'role-foreman', fullName: '施工队长/工区长' }],
      sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: 'TJ-01' }]
    }),
    'POST /api/work-messages': (c) => {
      sent = c.body as Record<string, unknown>
      return ok(detail({ id: 'm9', isSender: true }))
    }
  })
  const { container } = render(<AddMessagePage />)
  await screen.findByText('按合同段')
  await typeIn(container, '.wm-form input', '钢筋加工场安全检查')
  const area = container.querySelector('.wm-form textarea')!
  fireEvent.input(area, { target: { value: '今日17时前完成自查' }, detail: { value: '今日17时前完成自查' } })
  fireEvent.click(screen.getByText('发送'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择通知对象' })))
  expect(api.find('POST', '/api/work-messages')).toHaveLength(0)
  fireEvent.click(screen.getByText('TJ-01'))
  fireEvent.click(screen.getByText('施工队长/工区长'))
  fireEvent.click(screen.getByText('王芳'))
  fireEvent.click(screen.getByText('重要'))
  fireEvent.click(screen.getByText('发送'))
  await waitFor(() => expect(api.find('POST', '/api/work-messages')).toHaveLength(1))
  expect(sent).toMatchObject({
    projectId: 'proj-hj', title: '钢筋加工场安全检查', content: '今日17时前完成自查', importance: 2,
    contractIds: ['ct-hj-tj01'], roleIds: ['role-foreman'], userIds: ['u-wangfang']
  })
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/apply/workMessage/index?id=m9' })))
})

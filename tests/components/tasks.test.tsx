// The task centre's pages: 我的任务 lists the tasks with who acts next and 逾期, filters by state and opens a task;
// a task offers only the moves of its state (接收任务 while 待接收, 汇报进展 / 提交审核 while 进行中, 审核通过 / 退回 to
// the auditor); a progress report goes out with its Idempotency-Key; returning and withdrawing ask first and need a
// reason; publishing says what is missing before it sends. The server is a fake at the request level.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { TaskCard, TaskDetail } from '@shared/api/tasks'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import MyTasksPage from '@/pages/apply/myTasks/index'
import TaskDetailPage from '@/pages/apply/myTasks/taskDetail'
import AuditDetailPage from '@/pages/apply/auditTask/auditDetail'
import IncreasePublishPage from '@/pages/apply/publishTask/increasePublishPage'
import AddSiteCheckPage from '@/pages/apply/addTask/addPage'
import { routes } from '@/config/routes'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const card = (id: string, over: Partial<TaskCard> = {}): TaskCard => ({
  id, billNo: `RW20261126${id.padStart(3, '0')}`, title: `钢筋加工场整改${id}`, priority: 2, dueDate: '2026-11-28', state: 'doing', stateName: '进行中',
  progress: 40, assigneeText: '陈刚', publisherName: '黄伟', handlerName: '陈刚', nextText: '待 陈刚 办理', overdue: false, creatorTime: 0, kind: 'task', ...over
})
const detail = (over: Partial<TaskDetail> = {}): TaskDetail => ({
  ...card('1'), projectId: 'proj-hj', contractId: '', content: '原材料与半成品分区堆放并挂牌', assignType: 'user', assigneeIds: ['u-chengang'],
  attachments: [], publisherUserId: 'u-huangwei', handlerUserId: 'u-chengang', actions: ['update', 'submit'],
  updates: [{ id: 'a', kind: 'publish', kindName: '发布任务', percent: null, content: '', photos: [], userName: '黄伟', createdAt: Date.parse('2026-11-20T09:00:00+08:00') }],
  ...over
})
const page = (list: TaskCard[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
})

const typeInto = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))

test('我的任务: open work first by default, who acts next and 逾期 on the cards, state chips reload, a card opens the task', async () => {
  const api = fakeApi({
    'GET /api/tasks': (c) => page(c.query.state === 'done'
      ? [card('3', { state: 'done', stateName: '已完成', nextText: '', progress: 100 })]
      : [card('1'), card('2', { state: 'pending', stateName: '待接收', nextText: '待 陈刚 接收', overdue: true })])
  })
  render(<MyTasksPage />)
  await screen.findByText('钢筋加工场整改2')
  expect(api.find('GET', '/api/tasks')[0].query).toMatchObject({ projectId: 'proj-hj', scope: 'mine', state: 'pending,doing,returned', currentPage: '1' })
  expect(screen.getByText('待 陈刚 接收')).toBeTruthy()
  expect(screen.getAllByText('逾期')).toHaveLength(1)
  expect(screen.getByText('共2条')).toBeTruthy()
  fireEvent.click(screen.getByText('钢筋加工场整改1'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.myTaskDetail('1') })
  fireEvent.click(screen.getByRole('radio', { name: '已完成' }))
  await screen.findByText('钢筋加工场整改3')
  expect(screen.queryByText('钢筋加工场整改1')).toBeNull()
})

test('我的任务: the server\'s refusal is shown with a retry, and an empty list says so', async () => {
  let fail = true
  fakeApi({ 'GET /api/tasks': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : page([])) })
  render(<MyTasksPage />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('暂无任务')).toBeTruthy()
})

test('a pending task offers only 接收任务; accepting it brings 汇报进展 and 提交审核', async () => {
  __setRouterParams({ id: '1' })
  const api = fakeApi({
    'GET /api/tasks/1': ok(detail({ state: 'pending', stateName: '待接收', nextText: '待 陈刚 接收', handlerUserId: '', handlerName: '', actions: ['accept'] })),
    'POST /api/tasks/1/accept': ok(detail())
  })
  render(<TaskDetailPage />)
  await screen.findByText('待 陈刚 接收')
  expect(screen.queryByText('提交审核')).toBeNull()
  expect(screen.queryByText('汇报进展')).toBeNull()
  fireEvent.click(screen.getByText('接收任务'))
  await screen.findByText('汇报进展')
  expect(api.find('POST', '/api/tasks/1/accept')).toHaveLength(1)
  expect(screen.getByText('提交审核')).toBeTruthy()
  expect(screen.queryByText('接收任务')).toBeNull()
})

test('a progress report needs a text and a percent not below the last, and goes with its Idempotency-Key', async () => {
  __setRouterParams({ id: '1' })
  const api = fakeApi({
    'GET /api/tasks/1': ok(detail()),
    'POST /api/tasks/1/updates': ok({ id: 'u1' })
  })
  const { container } = render(<TaskDetailPage />)
  await screen.findByText('原材料与半成品分区堆放并挂牌')
  fireEvent.click(screen.getByText('汇报进展'))
  fireEvent.click(await screen.findByText('提交进展'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写进展说明' })))
  typeInto(container.querySelector('.tk-textarea')!, '半成品区挂牌完成')
  typeInto(container.querySelector('.tk-sheet .tk-input')!, '30')
  fireEvent.click(screen.getByText('提交进展'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '完成进度不能小于当前进度40%' })))
  expect(api.find('POST', '/api/tasks/1/updates')).toHaveLength(0)
  typeInto(container.querySelector('.tk-sheet .tk-input')!, '70')
  fireEvent.click(screen.getByText('提交进展'))
  await waitFor(() => expect(api.find('POST', '/api/tasks/1/updates')).toHaveLength(1))
  const sent = api.find('POST', '/api/tasks/1/updates')[0]
  expect(sent.body).toEqual({ percent: 70, content: '半成品区挂牌完成', photos: [] })
  expect(sent.header['Idempotency-Key']).toMatch(/^\w{32}$/)
})

test('the auditor returns a task only with an opinion and after confirming; 再想想 sends nothing', async () => {
  __setRouterParams({ id: '1' })
  __storage.set('userInfo', { userId: 'u-huangwei', userName: '黄伟', userAccount: 'huangwei' })
  const auditing = detail({ state: 'auditing', stateName: '待审核', nextText: '待 黄伟 审核', actions: ['pass', 'return', 'cancel'] })
  const api = fakeApi({
    'GET /api/tasks/1': ok(auditing),
    'POST /api/tasks/1/return': ok(detail({ state: 'returned', stateName: '已退回', nextText: '待 陈刚 整改后重新提交', actions: ['cancel'] }))
  })
  const { container } = render(<AuditDetailPage />)
  await screen.findByText('待 黄伟 审核')
  expect(screen.queryByText('汇报进展')).toBeNull()
  fireEvent.click(screen.getByText('退回'))
  fireEvent.click(await screen.findByText('确认退回'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写退回意见' })))
  expect(Taro.showModal).not.toHaveBeenCalled()
  typeInto(container.querySelector('.tk-textarea')!, '缺少标识牌照片')
  ;(Taro.showModal as jest.Mock).mockImplementationOnce((o: { success?: (r: unknown) => void }) => {
    const r = { confirm: false, cancel: true }
    o?.success?.(r)
    return Promise.resolve(r)
  })
  fireEvent.click(screen.getByText('确认退回'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/tasks/1/return')).toHaveLength(0)
  fireEvent.click(screen.getByText('确认退回'))
  await screen.findByText('待 陈刚 整改后重新提交')
  expect(api.find('POST', '/api/tasks/1/return')[0].body).toEqual({ opinion: '缺少标识牌照片' })
})

test('publishing says what is missing, then sends the task to the people picked', async () => {
  __storage.set('userInfo', { userId: 'u-huangwei', userName: '黄伟', userAccount: 'huangwei' })
  const onBack = jest.spyOn(Taro, 'navigateBack')
  const api = fakeApi({
    'GET /api/tasks/assignees': ok({
      users: [{ id: 'u-huangwei', realName: '黄伟', account: 'huangwei', organize: '项目公司' }, { id: 'u-chengang', realName: '陈刚', account: 'chengang', organize: 'TJ-01' }],
      sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段' }]
    }),
    'POST /api/tasks': ok({ id: 'n1', billNo: 'RW20261126009' })
  })
  const { container } = render(<IncreasePublishPage />)
  await screen.findByText('陈刚')
  // the publisher is not offered to himself
  expect(screen.queryByRole('checkbox', { name: '黄伟' })).toBeNull()
  fireEvent.click(screen.getByText('发布'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写任务名称' })))
  typeInto(container.querySelector('.tk-input')!, '支架预压观测')
  typeInto(container.querySelector('.tk-textarea')!, '完成三级加载观测')
  fireEvent.click(screen.getByText('发布'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择任务接收人' })))
  expect(api.find('POST', '/api/tasks')).toHaveLength(0)
  fireEvent.click(screen.getByText('陈刚'))
  fireEvent.click(screen.getByText('紧急'))
  fireEvent.click(screen.getByText('发布'))
  await waitFor(() => expect(api.find('POST', '/api/tasks')).toHaveLength(1))
  expect(api.find('POST', '/api/tasks')[0].body).toMatchObject({
    projectId: 'proj-hj', title: '支架预压观测', content: '完成三级加载观测', priority: 3, assignType: 'user', assigneeIds: ['u-chengang'], attachments: []
  })
  await waitFor(() => expect(onBack).toHaveBeenCalled(), { timeout: 3000 })
})

test('a site check says what is missing, then goes to the section picked, its checklist and place with it', async () => {
  __storage.set('userInfo', { userId: 'u-huangwei', userName: '黄伟', userAccount: 'huangwei' })
  const api = fakeApi({
    'GET /api/task-checks/checklists': ok({ mayEdit: true, list: [
      { id: 'cl-1', name: '高墩作业平台检查', category: '高处作业', enabled: true, used: 0, items: [{ id: 'i1', name: '临边防护', requirement: '1.2 m 防护栏杆' }, { id: 'i2', name: '安全网', requirement: '满挂密目网' }] },
      { id: 'cl-2', name: '已停用的检查表', category: '其他', enabled: false, used: 0, items: [] }
    ] }),
    'GET /api/tasks/assignees': ok({
      users: [{ id: 'u-huangwei', realName: '黄伟', account: 'huangwei', organize: '项目公司' }, { id: 'u-chengang', realName: '陈刚', account: 'chengang', organize: 'TJ-01' }],
      sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段' }]
    }),
    'POST /api/task-checks/tasks': ok({ id: 'sc1', billNo: 'JC20261128001' })
  })
  const { container } = render(<AddSiteCheckPage />)
  await screen.findByText('高墩作业平台检查')
  // a disabled checklist is not offered
  expect(screen.queryByText('已停用的检查表')).toBeNull()
  fireEvent.click(screen.getByText('下发检查任务', { selector: '.tk-actions *' }))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择检查表' })))
  fireEvent.click(screen.getByText('高墩作业平台检查'))
  expect(await screen.findByText('高处作业 · 2项：临边防护、安全网')).toBeInTheDocument()
  typeInto(container.querySelector('.tk-input')!, 'K12+420 4#墩作业平台')
  fireEvent.click(screen.getByText('指定合同段'))
  fireEvent.click(screen.getByText('下发检查任务', { selector: '.tk-actions *' }))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择接收任务的合同段' })))
  expect(api.find('POST', '/api/task-checks/tasks')).toHaveLength(0)
  fireEvent.click(screen.getByText('TJ-01'))
  fireEvent.click(screen.getByText('下发检查任务', { selector: '.tk-actions *' }))
  await waitFor(() => expect(api.find('POST', '/api/task-checks/tasks')).toHaveLength(1))
  expect(api.find('POST', '/api/task-checks/tasks')[0].body).toEqual(expect.objectContaining({
    projectId: 'proj-hj', checklistId: 'cl-1', place: 'K12+420 4#墩作业平台', priority: 2, assignType: 'section', contractId: 'ct-hj-tj01'
  }))
  expect(api.find('POST', '/api/task-checks/tasks')[0].body).not.toHaveProperty('assigneeIds')
  await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: routes.siteCheckDetail('sc1') }))
})

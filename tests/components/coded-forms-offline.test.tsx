// Coded modules' submissions made without signal (a task's submit, a site check's mark, a process start): each
// waits in 待发送 under the key of its filled form, shows where it will be meanwhile, sends nothing, and goes once
// when the network is back. One file, so the outbox store's mock (hoisted per file) is written once.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { TaskDetail } from '@shared/api/tasks'
import type { CheckItem, SiteCheckDetail } from '@shared/api/task-checks'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import TaskDetailPage from '@/pages/apply/myTasks/taskDetail'
import SceneCheckPage from '@/pages/apply/addTask/sceneCheck'
import ProcessListPage from '@/pages/apply/processManageNew/processList'
import type { ItemProcesses, ProcessStep } from '@/features/processes/api/processes'
import { outbox } from '@/lib/outbox'
import { fakeApi, ok } from './session/fake-api'
import { MemoryStore } from '../unit/outbox/memory-store'
import { emptyOutbox, fakeNetwork, setOnline } from './offline-fixture'

jest.mock('@/lib/outbox/store', () => {
  const { MemoryStore: Store } = jest.requireActual('../unit/outbox/memory-store')
  return { outboxStore: new Store() }
})
const store = jest.requireMock('@/lib/outbox/store').outboxStore as MemoryStore

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)
fakeNetwork()

const typeInto = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))

beforeEach(async () => {
  __reset()
  await emptyOutbox(store)
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
})

describe('a task', () => {
  const detail = (over: Partial<TaskDetail> = {}): TaskDetail => ({
    id: '1', billNo: 'RW20261126001', title: '钢筋加工场整改', priority: 2, dueDate: '2026-11-28', state: 'doing', stateName: '进行中', progress: 40,
    assigneeText: '陈刚', publisherName: '黄伟', handlerName: '陈刚', nextText: '待 陈刚 办理', overdue: false, creatorTime: 0, kind: 'task',
    projectId: 'proj-hj', contractId: '', content: '原材料与半成品分区堆放并挂牌', assignType: 'user', assigneeIds: ['u-chengang'], attachments: [],
    publisherUserId: 'u-huangwei', handlerUserId: 'u-chengang', actions: ['update', 'submit'], updates: [], ...over
  })


  test('提交审核 without signal waits in 待发送 and is sent once, with its key, when the network is back', async () => {
    __setRouterParams({ id: '1' })
    const api = fakeApi({
      'GET /api/tasks/1': ok(detail()),
      'POST /api/tasks/1/submit': ok(detail({ state: 'auditing', stateName: '待审核', actions: [] }))
    })
    const { container } = render(<TaskDetailPage />)
    await screen.findByText('原材料与半成品分区堆放并挂牌')
    fireEvent.click(screen.getByText('提交审核'))
    typeInto(await waitFor(() => container.querySelector('.tk-textarea')!), '分区堆放并挂牌完成')
    setOnline(false)
    fireEvent.click(screen.getAllByText('提交审核').pop()!)
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络不佳，已存入待发送，联网后自动提交' })))
    expect(api.find('POST', '/api/tasks/1/submit')).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '任务（提交审核）', summary: '钢筋加工场整改', status: 'queued', url: '/api/tasks/1/submit', openUrl: '/pages/apply/myTasks/taskDetail?id=1' })

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const sent = api.find('POST', '/api/tasks/1/submit')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toEqual({ content: '分区堆放并挂牌完成', photos: [] })
    expect(sent[0].header['Idempotency-Key']).toBe(entry.id)
  })
})

describe('a site check', () => {
  beforeEach(() => __setRouterParams({ id: 'c1' }))
  const item = (id: string, name: string, over: Partial<CheckItem> = {}): CheckItem => ({
    id, name, requirement: '符合JTG F90要求', result: '', resultName: '未检查', note: '', photos: [], hazardNo: '', hazardId: '', checkedByName: '', checkedAt: null, ...over
  })
  const check = (items: CheckItem[]): SiteCheckDetail => ({
    task: {
      id: 'c1', billNo: 'RW20261127002', title: '6#墩临边防护检查', priority: 2, dueDate: '2026-11-28', state: 'doing', stateName: '进行中', progress: 0,
      assigneeText: '陈刚', publisherName: '黄伟', handlerName: '陈刚', nextText: '待 陈刚 办理', overdue: false, creatorTime: 0, kind: 'siteCheck', contractId: 'ct-hj-tj01', content: ''
    },
    checklistName: '临边防护检查表', place: 'K15+120 6#墩', items, canCheck: true,
    summary: { total: items.length, checked: items.filter((i) => i.result).length, passed: items.filter((i) => i.result === 'pass').length, failed: 0, na: 0 }
  })


  test('合格 without signal shows on the item as 待发送 and is sent once when the network is back', async () => {
    const items = [item('i1', '防护栏杆高度'), item('i2', '安全网挂设')]
    const api = fakeApi({
      'GET /api/task-checks/tasks/c1': ok(check(items)),
      'PUT /api/task-checks/tasks/c1/items/i1': ok(check([item('i1', '防护栏杆高度', { result: 'pass', resultName: '合格' }), items[1]]))
    })
    render(<SceneCheckPage />)
    await screen.findByText('1. 防护栏杆高度')
    setOnline(false)
    fireEvent.click(screen.getAllByRole('radio', { name: '合格' })[0])
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络不佳，已存入待发送，联网后自动提交' })))
    expect(await screen.findByText('合格（待发送）')).toBeInTheDocument()
    expect(screen.getByText('1/2')).toBeInTheDocument()
    expect(api.find('PUT', '/api/task-checks/tasks/c1/items/i1')).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '现场检查（检查结果）', summary: 'K15+120 6#墩 · 防护栏杆高度', method: 'PUT', openUrl: '/pages/apply/addTask/sceneCheck?id=c1' })

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const sent = api.find('PUT', '/api/task-checks/tasks/c1/items/i1')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toEqual({ result: 'pass' })
    expect(sent[0].header['Idempotency-Key']).toBe(entry.id)
  })

  test('with signal a mark goes at once and the check shows the server\'s answer', async () => {
    const items = [item('i1', '防护栏杆高度')]
    fakeApi({
      'GET /api/task-checks/tasks/c1': ok(check(items)),
      'PUT /api/task-checks/tasks/c1/items/i1': ok(check([item('i1', '防护栏杆高度', { result: 'na', resultName: '不适用' })]))
    })
    render(<SceneCheckPage />)
    await screen.findByText('1. 防护栏杆高度')
    fireEvent.click(screen.getByRole('radio', { name: '不适用' }))
    expect(await screen.findByText('不适用', { selector: '.tc-result' })).toBeInTheDocument()
    expect(outbox.getSnapshot().entries).toHaveLength(0)
  })
})

describe('a process', () => {
  beforeEach(() => __setRouterParams({ nodeId: 'n1' }))
  const step = (seq: number, name: string, state: number, stateName: string, over: Partial<ProcessStep> = {}): ProcessStep => ({
    seq, name, state, stateName, startedAt: null, acceptedAt: null, inspectionId: '', opinion: '', mayStart: false, mayFinish: false, mayApply: false, ...over
  })
  const item: ItemProcesses = {
    nodeId: 'n1', code: '3-2', name: '3#墩 3-2号桩', path: '钱塘江特大桥 / 下部构造', billCode: '403-1', contractId: 'ct-hj-tj01', contractName: 'TJ-01',
    chainage: 'K12+300', templateName: '钻孔灌注桩', mayBuild: true, mayInspect: false, accepted: 1,
    processes: [step(1, '护筒埋设', 4, '已验收'), step(2, '钻孔', 0, '未开始', { mayStart: true })]
  }


  test('开始施工 without signal shows 施工中（待发送） and the start is sent once when the network is back', async () => {
    const api = fakeApi({
      'GET /api/engineering/processes': ok(item),
      'POST /api/engineering/processes/start': ok({ nodeId: 'n1', seq: 2, state: 1, stateName: '施工中' })
    })
    render(<ProcessListPage />)
    await screen.findByText('钻孔')
    setOnline(false)
    fireEvent.click(screen.getByText('开始施工'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络不佳，已存入待发送，联网后自动提交' })))
    expect(await screen.findByText('施工中（待发送）')).toBeInTheDocument()
    expect(api.find('POST', '/api/engineering/processes/start')).toHaveLength(0)
    const [entry] = outbox.getSnapshot().entries
    expect(entry).toMatchObject({ title: '工序（开始施工）', summary: '3#墩 3-2号桩「钻孔」', openUrl: '/pages/apply/processManageNew/processList?nodeId=n1' })

    await act(async () => setOnline(true))
    await waitFor(() => expect(outbox.getSnapshot().entries[0].status).toBe('sent'))
    const sent = api.find('POST', '/api/engineering/processes/start')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toEqual({ nodeId: 'n1', seq: 2 })
    expect(sent[0].header['Idempotency-Key']).toBe(entry.id)
  })
})

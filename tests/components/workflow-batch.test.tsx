// 批量审批: the entry on 待办事宜, picking flow / version / node, ticking to-dos, and what 通过 / 退回 / 转审 send
// (through the real approve dialog and the confirmation), then the per-item result and the lists told to refresh.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset } from '../__mocks__/taro'
import FlowTodoPage from '@/pages/workFlow/flowTodo/index'
import FlowBatchPage from '@/pages/workFlow/batch/index'
import { WORKFLOW_REFRESH_EVENT } from '@/engines/workflow'
import { routes } from '@/config/routes'
import { find } from './ui'
import { fakeApi, type Call } from './session/fake-api'
import { openOperate, signIn } from './workflow-before-fixture'
import { beforeItem } from './workflow-lists-fixture'

const B = '/api/workflow/Engine/FlowBefore'
const SAVED = 'data:image/png;base64,c2F2ZWQ='
const modal = Taro.showModal as unknown as jest.Mock

const todos = (props: Record<string, unknown> = {}) => ['op1', 'op2', 'op3'].map((id, i) =>
  beforeItem(id, { fullName: `张华的请假申请${i + 1}`, approversProperties: JSON.stringify({ title: '直属领导审批', isBatchApproval: true, ...props }) }))

/** the Engine of a user with three batch-approvable to-dos of 请假申请 (two versions) at 直属领导审批 */
function engine(props: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return fakeApi({
    [`GET ${B}/BatchFlowSelector`]: { code: 200, data: [{ id: 'tpl-leave', fullName: '请假申请(3)', num: 3 }, { id: 'tpl-hazard', fullName: '隐患整改(1)', num: 1 }] },
    [`GET ${B}/BatchFlowJsonList/tpl-leave`]: { code: 200, data: [{ id: 'fv2', fullName: '请假申请(v2)', num: 3 }, { id: 'fv1', fullName: '请假申请(v1)', num: 0 }] },
    [`GET ${B}/BatchFlowJsonList/tpl-hazard`]: { code: 200, data: [{ id: 'fvh', fullName: '隐患整改(v1)', num: 1 }] },
    [`GET ${B}/NodeSelector/fv2`]: { code: 200, data: [{ id: 'leave-manager', fullName: '直属领导审批', num: 3 }, { id: 'leave-hr', fullName: '人事审批', num: 0 }] },
    [`GET ${B}/NodeSelector/fvh`]: { code: 200, data: [{ id: 'check', fullName: '安全员审核', num: 1 }] },
    [`GET ${B}/List/4`]: (call: Call) => ({
      code: 200,
      data: call.query.templateId === 'tpl-hazard'
        ? { list: [beforeItem('hz1', { fullName: '边坡隐患整改' })], pagination: { currentPage: 1, pageSize: 100, total: 1 } }
        : { list: todos(props), pagination: { currentPage: 1, pageSize: 100, total: 3 } }
    }),
    [`GET ${B}/BatchCandidate`]: { code: 200, data: { type: 3, list: [], countersignOver: true } },
    [`GET ${B}/RejectList/op1`]: { code: 200, data: { list: [{ id: 'tn-start', nodeCode: 'start', nodeName: '发起' }], isLastAppro: true } },
    [`POST ${B}/BatchOperation`]: {
      code: 200, msg: '批量操作完成，成功 1 条，失败 1 条',
      data: { total: 2, successCount: 1, failCount: 1, successList: ['op1'], failList: [{ id: 'op3', fullName: '张华的请假申请3', msg: '该审批已被处理，请刷新后查看' }] }
    },
    'GET /api/permission/Users/Current/SignImg': { code: 200, data: [{ id: 's1', signImg: SAVED, isDefault: 1, creatorTime: 1 }] },
    'GET /api/system/CommonWords/Selector': { code: 200, data: { list: [] } },
    'GET /api/permission/Users/ImUser': { code: 200, data: { list: [{ id: 'u-guo', realName: '郭晴', account: 'guoqing' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } } },
    ...(extra as Record<string, never>)
  })
}

async function openBatch() {
  const view = render(<FlowBatchPage />)
  await screen.findByRole('checkbox', { name: '张华的请假申请1' })
  return view
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }))
const action = (view: ReturnType<typeof render>, text: string) => within(view.container.querySelector('.wf-batch-actions') as HTMLElement).getByText(text)
const sent = (api: ReturnType<typeof engine>) => api.find('POST', `${B}/BatchOperation`).map((c) => c.body as Record<string, unknown>)

beforeEach(() => {
  __reset()
  signIn()
})

describe('the entry on 待办事宜', () => {
  test('shows 批量审批 while List/4 has items and opens the batch page', async () => {
    fakeApi({
      [`GET ${B}/List/1`]: { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } },
      [`GET ${B}/List/4`]: { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 1, total: 4 } } }
    })
    const { container } = render(<FlowTodoPage />)
    const entry = await screen.findByRole('button', { name: '批量审批（4条）' })
    // a strip at the top of the list saying how many, not a small link in the navigation bar that went unseen
    expect(entry).toHaveTextContent('批量审批4条待办可一次处理')
    expect(container.querySelector('.nav-bar')).not.toContainElement(entry)
    fireEvent.click(entry)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.flowBatch })
  })

  test('is absent when nothing may be batch approved', async () => {
    const api = fakeApi({
      [`GET ${B}/List/1`]: { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } },
      [`GET ${B}/List/4`]: { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 1, total: 0 } } }
    })
    render(<FlowTodoPage />)
    await waitFor(() => expect(api.find('GET', `${B}/List/4`)).toHaveLength(1))
    await screen.findByText('暂无待办事宜')
    expect(screen.queryByText('批量审批')).toBeNull()
  })
})

describe('picking and ticking', () => {
  test('starts on the first flow, its newest version with to-dos and the node where they wait; List/4 is narrowed to them', async () => {
    const api = engine()
    await openBatch()
    expect(screen.getByRole('radio', { name: '请假申请' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: '请假申请(v2)' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: '直属领导审批' })).toHaveAttribute('aria-checked', 'true')
    expect(api.find('GET', `${B}/List/4`)[0].query).toMatchObject({ templateId: 'tpl-leave', flowId: 'fv2', nodeCode: 'leave-manager', currentPage: '1', pageSize: '100' })
    fireEvent.click(screen.getByRole('radio', { name: '隐患整改' }))
    expect(await screen.findByRole('checkbox', { name: '边坡隐患整改' })).toBeInTheDocument()
    // one version: no version row
    expect(screen.queryByRole('radiogroup', { name: '版本' })).toBeNull()
    expect(api.find('GET', `${B}/List/4`).at(-1)?.query).toMatchObject({ templateId: 'tpl-hazard', flowId: 'fvh', nodeCode: 'check' })
  })

  test('ticking, 全选 and the count; an action with nothing ticked asks for a selection', async () => {
    const api = engine()
    const view = await openBatch()
    expect(screen.getByText('已选 0 / 3 条')).toBeInTheDocument()
    fireEvent.click(action(view, '通过'))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先勾选要处理的待办' }))
    tick('张华的请假申请2')
    expect(screen.getByRole('checkbox', { name: '张华的请假申请2' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('已选 1 / 3 条')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(screen.getByText('已选 3 / 3 条')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(screen.getByText('已选 0 / 3 条')).toBeInTheDocument()
    expect(api.find('GET', `${B}/BatchCandidate`)).toHaveLength(0)
  })

  test('the node\'s flags decide the actions', async () => {
    engine({ hasRejectBtn: false, hasTransferBtn: false })
    const view = await openBatch()
    const bar = view.container.querySelector('.wf-batch-actions') as HTMLElement
    expect(bar).toHaveTextContent('通过')
    expect(bar).not.toHaveTextContent('退回')
    expect(bar).not.toHaveTextContent('转审')
  })

  test('nothing to batch approve says so', async () => {
    fakeApi({ [`GET ${B}/BatchFlowSelector`]: { code: 200, data: [] } })
    render(<FlowBatchPage />)
    expect(await screen.findByText('暂无可批量审批的待办')).toBeInTheDocument()
  })
})

describe('what the actions send', () => {
  test('通过: BatchCandidate for the first ticked, the dialog, a confirmation, then BatchOperation; the result names what failed', async () => {
    const api = engine()
    const refreshed = jest.fn()
    Taro.eventCenter.on(WORKFLOW_REFRESH_EVENT, refreshed)
    const view = await openBatch()
    tick('张华的请假申请1')
    tick('张华的请假申请3')
    fireEvent.click(action(view, '通过'))
    const dialog = await openOperate()
    expect(api.find('GET', `${B}/BatchCandidate`)[0].query).toEqual({ flowId: 'fv2', taskOperatorId: 'op1' })
    fireEvent.input(await find(dialog.container, '.wf-textarea textarea'), { target: { value: ' 同意，按计划安排 ' } })
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(sent(api)).toHaveLength(1))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您确定要批量通过所选的 2 条待办吗？' }))
    expect(sent(api)[0]).toEqual({ ids: ['op1', 'op3'], batchType: 0, handleOpinion: '同意，按计划安排', fileList: [] })
    const result = await screen.findByRole('dialog', { name: '批量通过结果' })
    expect(result).toHaveTextContent('成功 1 条，失败 1 条')
    expect(result).toHaveTextContent('张华的请假申请3')
    expect(result).toHaveTextContent('该审批已被处理，请刷新后查看')
    expect(refreshed).toHaveBeenCalled()
    await waitFor(() => expect(api.find('GET', `${B}/List/4`).length).toBeGreaterThan(1))
    fireEvent.click(within(result).getByText('知道了'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('已选 0 / 3 条')).toBeInTheDocument()
    dialog.unmount()
    Taro.eventCenter.off(WORKFLOW_REFRESH_EVENT, refreshed)
  })

  test('a node that needs a hand signature: the dialog asks for it and the saved default goes with the batch', async () => {
    const api = engine({ hasSign: true, hasOpinion: false })
    const view = await openBatch()
    tick('张华的请假申请2')
    fireEvent.click(action(view, '通过'))
    const dialog = await openOperate()
    expect(within(dialog.container).getByText('签名')).toBeInTheDocument()
    await waitFor(() => expect(dialog.container.querySelector('.wf-sign img, .wf-sign image')).not.toBeNull())
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(sent(api)).toHaveLength(1))
    expect(sent(api)[0]).toMatchObject({ ids: ['op2'], batchType: 0, signImg: SAVED })
    dialog.unmount()
  })

  test('cancelling the confirmation sends nothing', async () => {
    const api = engine()
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const view = await openBatch()
    tick('张华的请假申请1')
    fireEvent.click(action(view, '通过'))
    const dialog = await openOperate()
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(modal).toHaveBeenCalled())
    await act(async () => { await new Promise((r) => setTimeout(r, 50)) })
    expect(sent(api)).toHaveLength(0)
    dialog.unmount()
  })

  test('退回: the dialog shows where each goes back by the node\'s rule; the batch sends no step of its own', async () => {
    const api = engine()
    const view = await openBatch()
    tick('张华的请假申请1')
    tick('张华的请假申请2')
    fireEvent.click(action(view, '退回'))
    const dialog = await openOperate()
    expect(within(dialog.container).getByText('发起')).toBeInTheDocument()
    fireEvent.input(await find(dialog.container, '.wf-textarea textarea'), { target: { value: '附件不全' } })
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(sent(api)).toHaveLength(1))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您确定要批量退回所选的 2 条待办吗？' }))
    expect(sent(api)[0]).toEqual({ ids: ['op1', 'op2'], batchType: 1, handleOpinion: '附件不全', fileList: [] })
    expect(await screen.findByRole('dialog', { name: '批量退回结果' })).toBeInTheDocument()
    dialog.unmount()
  })

  test('转审: the colleague chosen in the dialog takes every ticked to-do', async () => {
    const api = engine()
    const view = await openBatch()
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    fireEvent.click(action(view, '转审'))
    const dialog = await openOperate()
    const d = within(dialog.container)
    fireEvent.click(d.getByText('选择人员'))
    fireEvent.click(await d.findByText('郭晴'))
    fireEvent.click(dialog.container.querySelector('.wf-operate__btn--primary') as HTMLElement)
    await waitFor(() => expect(sent(api)).toHaveLength(1))
    expect(sent(api)[0]).toEqual({ ids: ['op1', 'op2', 'op3'], batchType: 2, handleOpinion: '', fileList: [], freeApproverUserId: 'u-guo' })
    dialog.unmount()
  })

  test('a refused batch (branch choice ahead) stops before the dialog with the server\'s reason', async () => {
    const api = engine({}, { [`GET ${B}/BatchCandidate`]: { code: 400, msg: '下一节点需要选择分支，无法批量审批，请逐条处理' } })
    const view = await openBatch()
    tick('张华的请假申请1')
    fireEvent.click(action(view, '通过'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '下一节点需要选择分支，无法批量审批，请逐条处理' })))
    expect((Taro.navigateTo as jest.Mock).mock.calls.some((c) => String(c[0].url).startsWith('/pages/workFlow/operate/index'))).toBe(false)
    expect(sent(api)).toHaveLength(0)
  })
})

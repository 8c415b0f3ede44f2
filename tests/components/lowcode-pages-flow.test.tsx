// A low-code list bound to a workflow (jnpf-forms-and-flows §3.7): 新增 launches the flow through FlowJsonList and
// flowBefore, a row opens its task with the opType its state calls for, and each card shows the task state.
import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import DynamicModelPage from '@/pages/apply/dynamicModel/index'
import { parseFlowConfig } from '@/engines/workflow/lib/flow-config'
import { fakeApi } from './session/fake-api'
import { MENU_ID, MODEL_ID, config, pageConfigOf, sampleRows, signIn, type Row } from './lowcode-pages-fixture'

const navigate = Taro.navigateTo as unknown as jest.Mock
const TEMPLATE = 'tpl-hazard'
const VERSIONS_PATH = `/api/workflow/Engine/flowTemplate/FlowJsonList/${TEMPLATE}`
const LIST_PATH = `/api/visualdev/OnlineDev/${MODEL_ID}/List`
const v1 = { id: 'ver-1', fullName: '隐患整改审批', flowName: '隐患整改审批', flowType: 1, version: '2' }
const v2 = { id: 'ver-2', fullName: '隐患整改审批（重大）', flowName: '隐患整改审批', flowType: 1, version: '1' }

type Reply = { code: number; msg?: string; data?: unknown }

/** the Config of a flow-bound model, its list over `rows`, and FlowJsonList answering `versions` */
function flowServer(rows: Row[], versions: Reply = { code: 200, data: [v1] }, options: { enableFlow?: 0 | 1; columns?: Record<string, unknown> } = {}) {
  const enableFlow = options.enableFlow ?? 1
  const data = { ...config({ enableFlow, columns: options.columns }), ...(enableFlow ? { flowId: TEMPLATE, flowEnCode: 'hazardRectify' } : {}) }
  return fakeApi({
    [`GET /api/visualdev/OnlineDev/${MODEL_ID}/Config`]: { code: 200, data },
    [`POST ${LIST_PATH}`]: () => ({ code: 200, data: { list: rows.map((r) => ({ ...r })), pagination: { currentPage: 1, pageSize: 20, total: rows.length } } }),
    [`GET ${VERSIONS_PATH}`]: versions
  })
}

const flowRows = (...states: (number | null)[]): Row[] =>
  states.map((flowState, i) => ({ ...sampleRows(states.length)[i], flowState }))

/** the flowBefore config of the n-th navigation, after checking it is the workflow page */
function flowConfigOf(n = 0): Record<string, unknown> {
  const url = navigate.mock.calls[n][0].url as string
  expect(url).toMatch(/^\/pages\/workFlow\/flowBefore\/index\?config=/)
  return pageConfigOf(url)
}

beforeEach(() => {
  __reset()
  __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '隐患整改' })
})

describe('dynamicModel list of a flow-bound model', () => {
  it('shows the task state of every record as a coloured tag; a record without a task reads 待提交', async () => {
    signIn()
    flowServer(flowRows(0, 1, 2, 3, 4, 5, null))
    const { container } = render(<DynamicModelPage />)
    await screen.findByText('巡查1')
    const tags = Array.from(container.querySelectorAll('.lc-flow-tag')).map((el) => [el.textContent, el.className.split('--')[1]])
    expect(tags).toEqual([
      ['待提交', 'info'], ['审批中', 'primary'], ['已通过', 'success'], ['已退回', 'error'], ['已撤回', 'warning'], ['已终止', 'error'], ['待提交', 'info']
    ])
    // the tag sits beside the card's first value
    expect(container.querySelector('.lc-row__cell--first .lc-flow-tag')).not.toBeNull()
  })

  it('新增 with one launchable version opens flowBefore as a new launch of that version', async () => {
    signIn()
    const api = flowServer([])
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByLabelText('新增'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(api.find('GET', VERSIONS_PATH)[0].query).toEqual({ type: '1' })
    const page = flowConfigOf()
    expect(page).toEqual({
      id: '', enCode: 'hazardRectify', flowId: 'ver-1', formType: 2, type: 1, opType: '-1', status: '',
      fullName: '新增', jurisdictionType: 'btn_add', enableFlow: 1
    })
    // the workflow page reads it as a new editable launch
    const raw = decodeURIComponent((navigate.mock.calls[0][0].url as string).split('config=')[1])
    expect(parseFlowConfig(raw)).toMatchObject({ id: '', opType: -1, flowId: 'ver-1' })
  })

  it('新增 with two versions asks which one, and launches the one picked', async () => {
    signIn()
    flowServer([], { code: 200, data: [v1, v2] })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByLabelText('新增'))
    expect(await screen.findByText('选择流程')).toBeInTheDocument()
    expect(screen.getByText('隐患整改审批（v2）')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('隐患整改审批（重大）（v1）'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(flowConfigOf()).toMatchObject({ id: '', flowId: 'ver-2', opType: '-1', jurisdictionType: 'btn_add' })
    expect(screen.queryByText('选择流程')).toBeNull()
  })

  it('新增 says 您没有发起该流程的权限 when the server refuses, and when it has no version to offer', async () => {
    signIn()
    flowServer([], { code: 400, msg: '您没有发起该流程的权限' })
    const { unmount } = render(<DynamicModelPage />)
    fireEvent.click(await screen.findByLabelText('新增'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您没有发起该流程的权限' })))
    expect(navigate).not.toHaveBeenCalled()
    unmount()

    ;(Taro.showToast as unknown as jest.Mock).mockClear()
    flowServer([], { code: 200, data: [] })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByLabelText('新增'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您没有发起该流程的权限' })))
    expect(navigate).not.toHaveBeenCalled()
  })

  it.each([1, 2, 4, 5])('a row in state %i opens its task read-only (opType 0) without asking for versions', async (state) => {
    signIn()
    const api = flowServer(flowRows(state))
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const page = flowConfigOf()
    expect(page).toMatchObject({ id: 'r1', taskId: 'r1', enCode: 'hazardRectify', formType: 2, type: 1, opType: 0, status: state, jurisdictionType: 'btn_detail' })
    expect(page.flowId).toBeUndefined()
    expect(api.find('GET', VERSIONS_PATH)).toHaveLength(0)
  })

  it.each([0, 3])('a row in state %i (draft, returned) reopens editable (opType -1) on the first launchable version', async (state) => {
    signIn()
    const api = flowServer(flowRows(state), { code: 200, data: [v1, v2] })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(flowConfigOf()).toMatchObject({ id: 'r1', flowId: 'ver-1', opType: '-1', status: state, jurisdictionType: 'btn_edit', enableFlow: 1 })
    expect(api.find('GET', VERSIONS_PATH)).toHaveLength(1)
    expect(screen.queryByText('选择流程')).toBeNull()
  })

  it('a row that names its own flow version keeps it', async () => {
    signIn()
    const api = flowServer([{ ...sampleRows(1)[0], flowState: 3, flowId: 'ver-old' }])
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(flowConfigOf()).toMatchObject({ id: 'r1', flowId: 'ver-old', opType: '-1' })
    expect(api.find('GET', VERSIONS_PATH)).toHaveLength(0)
  })

  it('a record without a task starts its flow from the record; a refusal is said and nothing opens', async () => {
    signIn()
    flowServer(flowRows(null))
    const { unmount } = render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(flowConfigOf()).toMatchObject({ id: 'r1', flowId: 'ver-1', opType: '-1', status: '' })
    unmount()

    navigate.mockClear()
    flowServer(flowRows(null), { code: 400, msg: '您没有发起该流程的权限' })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您没有发起该流程的权限' })))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a draft still opens when the user may not launch the flow (someone else\'s): the task names its version', async () => {
    signIn()
    flowServer(flowRows(0), { code: 400, msg: '您没有发起该流程的权限' })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const page = flowConfigOf()
    expect(page).toMatchObject({ id: 'r1', opType: '-1', status: 0 })
    expect(page.flowId).toBeUndefined()
    expect(Taro.showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '您没有发起该流程的权限' }))
  })

  it('without the edit right a draft opens read-only and a record without a task opens as a plain record', async () => {
    signIn({ button: ['btn_detail'] })
    const api = flowServer(flowRows(0, null), undefined, { columns: { useBtnPermission: true } })
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(flowConfigOf()).toMatchObject({ id: 'r1', opType: 0, jurisdictionType: 'btn_detail' })
    fireEvent.click(screen.getByText('巡查2'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2))
    const url = navigate.mock.calls[1][0].url as string
    expect(url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
    expect(pageConfigOf(url)).toMatchObject({ modelId: MODEL_ID, id: 'r2', jurisdictionType: 'btn_detail' })
    expect(api.find('GET', VERSIONS_PATH)).toHaveLength(0)
    expect(screen.queryByLabelText('新增')).toBeNull()
  })

  it('reloads when the user comes back from the flow page', async () => {
    signIn()
    const rows = flowRows(0)
    const api = flowServer(rows)
    render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const before = api.find('POST', LIST_PATH).length
    act(() => {
      __triggerHook('useDidHide')
    })
    rows[0].flowState = 1
    act(() => {
      __triggerHook('useDidShow')
    })
    await waitFor(() => expect(api.find('POST', LIST_PATH).length).toBe(before + 1))
    expect(await screen.findByText('审批中')).toBeInTheDocument()
  })

  it('a model without enableFlow keeps its own form and detail, with no state tags and no flow calls', async () => {
    signIn()
    const api = flowServer(flowRows(1), undefined, { enableFlow: 0 })
    const { container } = render(<DynamicModelPage />)
    fireEvent.click(await screen.findByText('巡查1'))
    expect(navigate.mock.calls[0][0].url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
    fireEvent.click(screen.getByLabelText('新增'))
    expect(navigate.mock.calls[1][0].url).toMatch(/^\/pages\/apply\/dynamicModel\/form\?config=/)
    expect(container.querySelector('.lc-flow-tag')).toBeNull()
    expect(api.find('GET', VERSIONS_PATH)).toHaveLength(0)
  })
})

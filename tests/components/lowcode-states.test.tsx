// Record states in the low-code engine (models whose Config lists recordStates): the detail shows the state tag,
// 超期, the timeline (who, when, opinion, photos, signature) and a button per move the user may make now; each move
// opens a sheet asking exactly what it requires and checks it before sending; after a move the detail reloads. The
// list filters by state and marks overdue rows with a red 超期 tag.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __setUploadHandler } from '../__mocks__/taro'
import DetailPage from '@/pages/apply/dynamicModel/detail'
import IndexPage from '@/pages/apply/dynamicModel/index'
import { encodePageConfig } from '@/engines/lowcode'
import type { RecordStatesVO, RecordTransitionVO } from '@shared/api/visualdev-states'
import { MENU_ID, MODEL_ID, columnData, signIn } from './lowcode-pages-fixture'
import { fakeApi, type Call } from './session/fake-api'
import { nativeInputs } from './lowcode-fixtures'

const base = `/api/visualdev/OnlineDev/${MODEL_ID}`
// the detail loads its config, record, history and states one after another: a busy machine needs more than 1 s
configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)
const STATES = [
  { code: 'reported', name: '已上报', colour: '#2979ff', final: false },
  { code: 'rectifying', name: '整改中', colour: '#ff9900', final: false },
  { code: 'reviewing', name: '待复查', colour: '#8f5ee8', final: false },
  { code: 'closed', name: '已闭合', colour: '#19be6b', final: true }
]
const field = (jnpfKey: string, label: string, vModel: string) => ({ __config__: { jnpfKey, label, formId: label, span: 24, regList: [] }, __vModel__: vModel })
const formData = { fields: [field('input', '隐患名称', 'title'), field('textarea', '整改措施', 'measures')] }
const config = () => {
  const columns = JSON.stringify(columnData({ columnList: [{ prop: 'title', label: '隐患名称', jnpfKey: 'input', __vModel__: 'title', id: 'title', fullName: '隐患名称' }], searchList: [] }))
  return {
    id: MODEL_ID, fullName: '隐患整改', enCode: 'hazard', webType: '2', formData: JSON.stringify(formData), columnData: columns, appColumnData: columns,
    enableFlow: 0, flowId: '', flowEnCode: '', flowTemplateJson: '', recordStates: STATES
  }
}
const needs = (extra: Partial<RecordTransitionVO['needs']> = {}) => ({
  fields: [], photos: 0, photosLabel: '照片', opinion: false, opinionLabel: '意见', signature: false, ...extra
})
const SUBMIT: RecordTransitionVO = {
  code: 'submitReview', name: '提交复查', to: 'reviewing', toName: '待复查',
  needs: needs({ fields: [{ field: 'measures', label: '整改措施' }], photos: 1, photosLabel: '整改后照片', opinion: true, opinionLabel: '整改说明' })
}
const CLOSE: RecordTransitionVO = { code: 'close', name: '复查通过', to: 'closed', toName: '已闭合', needs: needs({ opinion: true, opinionLabel: '复查意见', signature: true }) }
const REJECT: RecordTransitionVO = { code: 'reject', name: '复查不通过', to: 'rectifying', toName: '整改中', needs: needs({ opinion: true, opinionLabel: '整改意见' }) }
const ACCEPT: RecordTransitionVO = { code: 'accept', name: '接收整改', to: 'rectifying', toName: '整改中', needs: needs() }

const SIGN = 'data:image/png;base64,iVBORw0KGgo='
const timeline = [{
  id: 'mv1', transition: 'accept', transitionName: '接收整改', fromState: 'reported', fromName: '已上报', toState: 'rectifying', toName: '整改中',
  userId: 'u-chengang', userName: '陈刚/chengang', createdAt: new Date(2026, 2, 3, 8, 15).getTime(), opinion: '马上安排', photos: [], signImg: ''
}, {
  id: 'mv2', transition: 'close', transitionName: '复查通过', fromState: 'reviewing', fromName: '待复查', toState: 'closed', toName: '已闭合',
  userId: 'u-wangfang', userName: '王芳/wangfang', createdAt: new Date(2026, 2, 4, 16, 40).getTime(), opinion: '整改到位',
  photos: [{ fileId: 'p1', url: '/api/file/Image/annexpic/p1.jpg', name: 'p1.jpg' }], signImg: SIGN
}]

/** a record whose States answer the test changes; every Transition is recorded and answered by `onMove` */
function server(states: RecordStatesVO, onMove: (call: Call) => { code: number; msg?: string } = () => ({ code: 200, msg: '操作成功' }), rows: Record<string, unknown>[] = []) {
  const holder = { states }
  const api = fakeApi({
    [`GET ${base}/Config`]: { code: 200, data: config() },
    [`GET ${base}/r1/DataChange`]: () => ({ code: 200, data: { id: 'r1', data: JSON.stringify({ title: '临边防护缺失', measures: '' }) } }),
    [`GET ${base}/r1/History`]: { code: 200, data: { list: [] } },
    [`GET ${base}/r1/States`]: () => ({ code: 200, data: holder.states }),
    [`POST ${base}/r1/Actions/Transition`]: (call) => onMove(call),
    [`POST ${base}/List`]: (call) => {
      const wanted = (call.body as { recordState?: string }).recordState
      const list = rows.filter((r) => !wanted || r.recordState === wanted)
      return { code: 200, data: { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } } }
    }
  })
  return { api, holder }
}

const current = (code: string, extra: Partial<RecordStatesVO['current']> = {}) => ({
  ...STATES.find((s) => s.code === code)!, enteredAt: new Date(2026, 2, 3, 8, 15).getTime(), dueAt: null, overdue: false, ...extra
})
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)
/** the native textarea inside Taro's <Textarea> host, which the host creates a moment after it is attached */
const textareaIn = (sheet: HTMLElement) => waitFor(() => {
  const t = sheet.querySelector('textarea')
  if (!t) throw new Error('the textarea is not there yet')
  return t
})

function openDetail() {
  __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '隐患整改', id: 'r1', jurisdictionType: 'btn_detail' }) })
  return render(<DetailPage />)
}

beforeEach(() => {
  __reset()
  signIn({ button: ['btn_detail'] })
})

describe('the state on the detail page', () => {
  it('shows the current state, 超期 with the due time, the moves the user may make and the timeline', async () => {
    server({ current: current('rectifying', { dueAt: new Date(2026, 2, 5, 23, 59).getTime(), overdue: true }), transitions: [SUBMIT], timeline })
    openDetail()
    const panel = await screen.findByLabelText('记录状态')
    expect(within(panel).getByLabelText('状态：整改中')).toHaveStyle({ color: '#ff9900' })
    expect(within(panel).getByText('超期')).toBeInTheDocument()
    expect(within(panel).getByText('办理期限：2026-03-05 23:59')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: '提交复查' })).toBeInTheDocument()
    const moves = within(panel).getByLabelText('状态记录')
    expect(within(moves).getByText('陈刚/chengang 接收整改')).toBeInTheDocument()
    expect(within(moves).getByText('2026-03-03 08:15')).toBeInTheDocument()
    expect(within(moves).getByText('已上报 → 整改中')).toBeInTheDocument()
    expect(within(moves).getByText('马上安排')).toBeInTheDocument()
    expect(within(moves).getByText('整改到位')).toBeInTheDocument()
    expect(within(moves).getByLabelText('签名')).toHaveAttribute('src', SIGN)
    fireEvent.click(within(moves).getByLabelText('查看照片1'))
    await waitFor(() => expect(Taro.previewImage).toHaveBeenCalled())
  })

  it('offers no move to a user who may make none, and a closed record is not overdue', async () => {
    server({ current: current('closed'), transitions: [], timeline: [] })
    openDetail()
    const panel = await screen.findByLabelText('记录状态')
    expect(within(panel).getByLabelText('状态：已闭合')).toBeInTheDocument()
    expect(within(panel).queryByText('超期')).toBeNull()
    expect(within(panel).queryAllByRole('button')).toHaveLength(0)
    expect(within(panel).getByText('暂无状态变更')).toBeInTheDocument()
  })

  it('a record whose state is final is read only: the detail offers 打印 but no 编辑, even to a user who may edit', async () => {
    signIn({ button: ['btn_detail', 'btn_edit'] })
    server({ current: current('closed'), transitions: [], timeline: [] })
    __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '隐患整改', id: 'r1', jurisdictionType: 'btn_edit' }) })
    render(<DetailPage />)
    await screen.findByLabelText('状态：已闭合')
    await waitFor(() => expect(screen.queryByRole('button', { name: '编辑' })).toBeNull())
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument()
  })

  it('an open record keeps 编辑 for a user who may edit', async () => {
    signIn({ button: ['btn_detail', 'btn_edit'] })
    server({ current: current('rectifying'), transitions: [], timeline: [] })
    __setRouterParams({ config: encodePageConfig({ modelId: MODEL_ID, menuId: MENU_ID, title: '隐患整改', id: 'r1', jurisdictionType: 'btn_edit' }) })
    render(<DetailPage />)
    await screen.findByLabelText('状态：整改中')
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument()
  })

  it('a move that needs the measures, an account and photos asks for each before anything is sent, then sends them', async () => {
    const { api } = server({ current: current('rectifying'), transitions: [SUBMIT], timeline: [] })
    openDetail()
    fireEvent.click(await screen.findByRole('button', { name: '提交复查' }))
    const sheet = await screen.findByLabelText('提交复查')
    expect(within(sheet).getByText('提交后状态：待复查')).toBeInTheDocument()
    expect(within(sheet).getByText('整改措施')).toBeInTheDocument()
    // the record has no measures yet, so the move marks the field as required
    expect(sheet.querySelector('.lc-item__star')).not.toBeNull()
    expect(within(sheet).getByText('整改说明')).toBeInTheDocument()
    expect(within(sheet).getByText('整改后照片（至少1张）')).toBeInTheDocument()
    expect(within(sheet).queryByText('签名')).toBeNull()
    const send = () => fireEvent.click(within(sheet).getByRole('button', { name: '提交' }))
    send()
    await waitFor(() => expect(toasts()).toContain('请填写整改措施'))
    fireEvent.input((await nativeInputs(sheet, 'textarea', 2))[0], { target: { value: '设置防护栏杆' } })
    send()
    await waitFor(() => expect(toasts()).toContain('请填写整改说明'))
    fireEvent.input((await nativeInputs(sheet, 'textarea', 2))[1], { target: { value: '已整改完成' } })
    send()
    await waitFor(() => expect(toasts()).toContain('请上传至少1张整改后照片'))
    expect(api.find('POST', `${base}/r1/Actions/Transition`)).toHaveLength(0)

    // a photo taken and uploaded through the uploader
    ;(Taro.chooseImage as jest.Mock).mockResolvedValueOnce({
      tempFilePaths: ['blob:http://localhost/photo-0'], tempFiles: [{ size: 1000, originalFileObj: { name: 'after.jpg', size: 1000, type: 'image/jpeg' } }]
    })
    __setUploadHandler(async () => ({ statusCode: 200, data: { code: 200, msg: '上传成功', data: { name: '20260305_after.jpg', url: '/api/file/Image/annexpic/20260305_after.jpg' } } }))
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
    fireEvent.click(within(sheet).getByLabelText('上传图片'))
    await waitFor(() => expect(within(sheet).getByLabelText('查看图片1')).toBeInTheDocument())
    send()
    await waitFor(() => expect(api.find('POST', `${base}/r1/Actions/Transition`)).toHaveLength(1))
    expect(api.find('POST', `${base}/r1/Actions/Transition`)[0].body).toEqual({
      transition: 'submitReview', opinion: '已整改完成', data: { measures: '设置防护栏杆' },
      photos: [{ fileId: '20260305_after.jpg', url: '/api/file/Image/annexpic/20260305_after.jpg', name: 'after.jpg' }]
    })
  })

  it('a move needing an opinion and a signature says 请签名 until the verifier signs', async () => {
    const { api } = server({ current: current('reviewing'), transitions: [CLOSE, REJECT], timeline: [] })
    openDetail()
    fireEvent.click(await screen.findByRole('button', { name: '复查通过' }))
    const sheet = await screen.findByLabelText('复查通过')
    fireEvent.click(within(sheet).getByRole('button', { name: '提交' }))
    await waitFor(() => expect(toasts()).toContain('请填写复查意见'))
    fireEvent.input(await textareaIn(sheet), { target: { value: '整改到位' } })
    fireEvent.click(within(sheet).getByRole('button', { name: '提交' }))
    await waitFor(() => expect(toasts()).toContain('请签名'))
    expect(within(sheet).getByText('点击签名')).toBeInTheDocument()
    expect(api.find('POST', `${base}/r1/Actions/Transition`)).toHaveLength(0)
  })

  it('after a move the detail reloads the record and its state; a refusal keeps the sheet open with the server\'s words', async () => {
    let refuse = true
    const { api, holder } = server({ current: current('reviewing'), transitions: [CLOSE, REJECT], timeline: [] }, () => {
      if (refuse) return { code: 400, msg: '该记录的状态已变化，请刷新后重试' }
      holder.states = { current: current('rectifying'), transitions: [SUBMIT], timeline: [] }
      return { code: 200, msg: '操作成功' }
    })
    openDetail()
    fireEvent.click(await screen.findByRole('button', { name: '复查不通过' }))
    const sheet = await screen.findByLabelText('复查不通过')
    fireEvent.input(await textareaIn(sheet), { target: { value: '安全网未挂满' } })
    fireEvent.click(within(sheet).getByRole('button', { name: '提交' }))
    await waitFor(() => expect(toasts()).toContain('该记录的状态已变化，请刷新后重试'))
    expect(screen.getByLabelText('复查不通过')).toBeInTheDocument()
    refuse = false
    fireEvent.click(within(sheet).getByRole('button', { name: '提交' }))
    await waitFor(() => expect(screen.getByLabelText('状态：整改中')).toBeInTheDocument())
    expect(api.find('POST', `${base}/r1/Actions/Transition`).map((c) => c.body)).toEqual([
      { transition: 'reject', opinion: '安全网未挂满' }, { transition: 'reject', opinion: '安全网未挂满' }
    ])
    expect(screen.queryByLabelText('复查不通过')).toBeNull()
    expect(api.find('GET', `${base}/r1/DataChange`).length).toBe(2)
    expect(screen.getByRole('button', { name: '提交复查' })).toBeInTheDocument()
  })

  it('a move that asks for nothing is confirmed in one dialog and sent', async () => {
    const { api } = server({ current: current('reported'), transitions: [ACCEPT], timeline: [] })
    openDetail()
    fireEvent.click(await screen.findByRole('button', { name: '接收整改' }))
    await waitFor(() => expect(api.find('POST', `${base}/r1/Actions/Transition`)).toHaveLength(1))
    expect((Taro.showModal as jest.Mock).mock.calls[0][0]).toMatchObject({ title: '接收整改', content: '确定接收整改吗？提交后状态为“整改中”。' })
    expect(api.find('POST', `${base}/r1/Actions/Transition`)[0].body).toEqual({ transition: 'accept' })
  })
})

describe('record states in the list', () => {
  const rows = [
    { id: 'a', title: '临边防护缺失', recordState: 'rectifying', recordStateName: '整改中', overdue: true },
    { id: 'b', title: '配电箱未接地', recordState: 'reviewing', recordStateName: '待复查', overdue: false },
    { id: 'c', title: '护笼缺失', recordState: 'closed', recordStateName: '已闭合', overdue: false }
  ]

  it('each row shows its state and overdue rows a red 超期 tag; choosing a state asks the server for that state only', async () => {
    const { api } = server({ current: current('reported'), transitions: [], timeline: [] }, undefined, rows)
    __setRouterParams({ id: MODEL_ID, menuId: MENU_ID, title: '隐患整改' })
    render(<IndexPage />)
    expect(await screen.findByText('临边防护缺失')).toBeInTheDocument()
    expect(screen.getAllByText('超期')).toHaveLength(1)
    const card = screen.getByText('临边防护缺失').closest('.lc-row') as HTMLElement
    expect(within(card).getByText('超期')).toHaveClass('lc-state-tag--overdue')
    expect(within(card).getByLabelText('状态：整改中')).toHaveStyle({ color: '#ff9900' })
    const tabs = screen.getByRole('tablist', { name: '按状态筛选' })
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '已上报', '整改中', '待复查', '已闭合'])
    fireEvent.click(within(tabs).getByText('待复查'))
    await waitFor(() => expect(screen.queryByText('临边防护缺失')).toBeNull())
    expect(screen.getByText('配电箱未接地')).toBeInTheDocument()
    const lists = api.find('POST', `${base}/List`)
    expect(lists[lists.length - 1].body).toMatchObject({ recordState: 'reviewing' })
    fireEvent.click(within(tabs).getByText('全部'))
    await waitFor(() => expect(screen.getByText('护笼缺失')).toBeInTheDocument())
    const last = api.find('POST', `${base}/List`).pop()!
    expect((last.body as Record<string, unknown>).recordState).toBeUndefined()
  })
})

// What each action of the flow detail sends (jnpf-forms-and-flows §5.4): Candidates first, then the approve dialog
// (the real operate page, through the page bridge) or a plain confirmation, then the action's request; afterwards
// the server's msg, the lists told to refresh, and back.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { find } from './ui'
import { __reset } from '../__mocks__/taro'
import { WORKFLOW_REFRESH_EVENT } from '@/engines/workflow'
import { routes } from '@/config/routes'
import { bodies, engine, flowInfo, loaded, openDetail, openOperate, signIn, todo } from './workflow-before-fixture'
import { inputOf, typeIn } from './lowcode-pages-fixture'

const E = '/api/workflow/Engine'
const modal = Taro.showModal as unknown as jest.Mock

beforeEach(() => {
  __reset()
  signIn()
})

/** the dialog's opinion box (Taro's textarea renders its inner element a moment later) */
async function typeText(container: HTMLElement, value: string) {
  fireEvent.input(await find(container, '.wf-textarea textarea'), { target: { value } })
}

/** the dialog's confirm button (its caption is the action's, as is the page title) */
const confirmDialog = (container: HTMLElement) => fireEvent.click(container.querySelector('.wf-operate__btn--primary') as HTMLElement)

const footerButton = (container: HTMLElement, text: string) => within(container.querySelector('.wf-actions') as HTMLElement).getByText(text)

describe('launching', () => {
  test('提交 with nothing to choose: Candidates/0, a confirmation, then POST FlowTask with status "0" and the urgency', async () => {
    const api = engine(flowInfo({ fresh: true }), {}, '0')
    const refreshed = jest.fn()
    Taro.eventCenter.on(WORKFLOW_REFRESH_EVENT, refreshed)
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1, fullName: '隐患整改' })
    await loaded(view)
    await typeIn(view.container, '检查部位', 'K8+100 路基')
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '紧急程度' })).getByText('重要'))
    fireEvent.click(footerButton(view.container, '提交'))

    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Candidates/0`)[0]).toMatchObject({ flowId: 'fv1', formData: { place: 'K8+100 路基' } })
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您确定要提交当前流程吗？' }))
    const body = bodies(api, 'POST', `${E}/FlowTask`)[0]
    expect(body).toMatchObject({ flowId: 'fv1', status: '0', flowUrgent: 2, formData: { place: 'K8+100 路基' } })
    expect(body.id).toBeUndefined()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '提交成功' }))
    expect(refreshed).toHaveBeenCalled()
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: routes.processCentre }), { timeout: 2000 })
  })

  test('a required field stops 提交 before anything is sent; 暂存 saves the draft without the rules', async () => {
    const api = engine(flowInfo({ fresh: true }), {}, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
    await loaded(view)
    fireEvent.click(footerButton(view.container, '提交'))
    expect(await screen.findByText('检查部位不能为空')).toBeInTheDocument()
    expect(api.find('POST', `${E}/FlowBefore/Candidates/0`)).toHaveLength(0)

    await typeIn(view.container, '整改措施', '先做围挡')
    fireEvent.click(footerButton(view.container, '暂存'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowTask`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowTask`)[0]).toMatchObject({ status: '1', flowId: 'fv1', formData: { measure: '先做围挡' } })
  })

  test('candidates needed: the dialog asks for them and the submit carries candidateList; a returned task is PUT', async () => {
    const api = engine(flowInfo({ status: 3 }), {
      [`POST ${E}/FlowBefore/Candidates/0`]: { code: 200, data: { type: 2, list: [{ nodeId: 'n-pm', nodeName: '项目经理审批', isCandidates: true, isBranchFlow: false, hasCandidates: false }], countersignOver: false } }
    })
    const view = openDetail(todo({ opType: 0, taskId: 't1', status: 3 }))
    await loaded(view)
    fireEvent.click(footerButton(view.container, '提交'))
    const dialog = await openOperate()
    const d = within(dialog.container)
    fireEvent.click(d.getByText('提交'))
    expect(await d.findByText('请选择项目经理审批的审批人')).toBeInTheDocument()
    fireEvent.click(d.getByText('选择审批人'))
    fireEvent.click(await d.findByText('宋文博'))
    fireEvent.click(d.getByText('确定(1)'))
    fireEvent.click(d.getByText('提交'))

    await waitFor(() => expect(bodies(api, 'PUT', `${E}/FlowTask/t1`)).toHaveLength(1))
    expect(bodies(api, 'PUT', `${E}/FlowTask/t1`)[0]).toMatchObject({ id: 't1', status: '0', candidateList: { 'n-pm': ['u-song'] }, formData: { place: 'K12+300 边坡' } })
    expect(bodies(api, 'PUT', `${E}/FlowTask/t1`)[0].handleOpinion).toBeUndefined()
    dialog.unmount()
  })
})

describe('approving', () => {
  test('通过: Candidates with the form, the dialog, then Audit with the opinion, attachments and form values', async () => {
    const api = engine(flowInfo({ formOperates: [{ id: 'measure', read: true, write: true }] }))
    const view = openDetail(todo())
    await loaded(view)
    await typeIn(view.container, '整改措施', '已加固并复查')
    fireEvent.click(footerButton(view.container, '通过'))
    const dialog = await openOperate()
    expect(bodies(api, 'POST', `${E}/FlowBefore/Candidates/op1`)[0]).toMatchObject({ id: 't1', flowId: 'fv1', formData: { measure: '已加固并复查' } })
    await typeText(dialog.container, '同意，按方案整改')
    fireEvent.click(within(dialog.container).getByText('通过'))

    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    const body = bodies(api, 'POST', `${E}/FlowBefore/Audit/op1`)[0]
    expect(body).toMatchObject({ id: 't1', flowId: 'fv1', handleOpinion: '同意，按方案整改', fileList: [], formData: { place: 'K12+300 边坡', measure: '已加固并复查' } })
    expect(body.signImg).toBeUndefined()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '审核成功' }))
    dialog.unmount()
  })

  test('backing out of the dialog sends nothing and keeps the page', async () => {
    const api = engine(flowInfo())
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '通过'))
    const dialog = await openOperate()
    dialog.unmount()
    await act(async () => undefined)
    expect(api.find('POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(0)
    expect(footerButton(view.container, '通过')).toBeInTheDocument()
  })

  test('退回: RejectList, the step and how it comes back, then Reject', async () => {
    const api = engine(flowInfo({ props: { rejectStep: '2', rejectType: 3 } }), {
      [`GET ${E}/FlowBefore/RejectList/op1`]: { code: 200, data: { list: [{ id: 'a', nodeCode: 'n-start', nodeName: '发起' }, { id: 'b', nodeCode: 'n-chk0', nodeName: '班组自检' }], isLastAppro: true } }
    })
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '更多'))
    const dialog = await openOperate()
    const d = within(dialog.container)
    expect(d.getByText('发起')).toBeInTheDocument()
    fireEvent.click(d.getByText('直接提交给我'))
    await typeText(dialog.container, '资料不全')
    confirmDialog(dialog.container)

    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Reject/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Reject/op1`)[0]).toMatchObject({ rejectStep: 'n-start', rejectType: 2, handleOpinion: '资料不全' })
    dialog.unmount()
  })

  test('转审: the user must be chosen; Transfer names them', async () => {
    const api = engine(flowInfo())
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 0, errMsg: 'showActionSheet:ok' })
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '更多'))
    const dialog = await openOperate()
    const d = within(dialog.container)
    confirmDialog(dialog.container)
    expect(await d.findByText('请选择转审人员')).toBeInTheDocument()
    fireEvent.click(d.getByText('选择人员'))
    fireEvent.click(await d.findByText('郭晴'))
    confirmDialog(dialog.container)
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/Transfer/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/Transfer/op1`)[0]).toMatchObject({ freeApproverUserId: 'u-guo', handleOpinion: '' })
    dialog.unmount()
  })

  test('暂存 while approving posts the form to SaveAudit without a dialog', async () => {
    const api = engine(flowInfo({ props: { hasSaveBtn: true } }))
    ;(Taro.showActionSheet as jest.Mock).mockResolvedValueOnce({ tapIndex: 2, errMsg: 'showActionSheet:ok' })
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '更多'))
    await waitFor(() => expect(bodies(api, 'POST', `${E}/FlowBefore/SaveAudit/op1`)).toHaveLength(1))
    expect(bodies(api, 'POST', `${E}/FlowBefore/SaveAudit/op1`)[0]).toMatchObject({ id: 't1', formData: { place: 'K12+300 边坡' } })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  test('驳回 without opinion or signature is a plain confirmation, then Cancel on the task', async () => {
    const api = engine(flowInfo({ props: { hasCancelBtn: true, hasOpinion: false, hasTransferBtn: false, hasRejectBtn: false } }))
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '驳回'))
    await waitFor(() => expect(api.find('POST', `${E}/FlowBefore/Cancel/t1`)).toHaveLength(1))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '此操作将审批驳回终止流程，是否继续？' }))
  })

  test('a refused action keeps the page and its buttons', async () => {
    const api = engine(flowInfo({ props: { hasOpinion: false } }), { [`POST ${E}/FlowBefore/Audit/op1`]: { code: 400, msg: '该审批已被处理，请刷新后查看' } })
    const view = openDetail(todo())
    await loaded(view)
    fireEvent.click(footerButton(view.container, '通过'))
    await waitFor(() => expect(api.find('POST', `${E}/FlowBefore/Audit/op1`)).toHaveLength(1))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该审批已被处理，请刷新后查看' }))
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(footerButton(view.container, '通过')).toBeInTheDocument()
  })
})

describe('the launcher and the done list', () => {
  test('催办 asks first, then Press on the task', async () => {
    const api = engine(flowInfo())
    const view = openDetail(todo({ opType: 0, taskId: 't1' }))
    await loaded(view)
    fireEvent.click(footerButton(view.container, '催办'))
    await waitFor(() => expect(api.find('POST', `${E}/FlowLaunch/Press/t1`)).toHaveLength(1))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '催办成功' }))
  })

  test('撤回 of my launch asks for a reason, then Withdraw', async () => {
    const api = engine(flowInfo())
    const view = openDetail(todo({ opType: 0, taskId: 't1' }))
    await loaded(view)
    fireEvent.click(footerButton(view.container, '撤回'))
    const dialog = await openOperate()
    await typeText(dialog.container, '信息填错')
    fireEvent.click(within(dialog.container).getByText('撤回'))
    await waitFor(() => expect(bodies(api, 'PUT', `${E}/FlowLaunch/t1/Actions/Withdraw`)).toHaveLength(1))
    expect(bodies(api, 'PUT', `${E}/FlowLaunch/t1/Actions/Withdraw`)[0]).toMatchObject({ handleOpinion: '信息填错' })
    dialog.unmount()
  })

  test('撤回 from the done list recalls the operator record', async () => {
    const api = engine(flowInfo())
    const view = openDetail(todo({ opType: 2, taskId: 'rec9' }))
    await loaded(view)
    fireEvent.click(footerButton(view.container, '撤回'))
    const dialog = await openOperate()
    fireEvent.click(within(dialog.container).getByText('撤回'))
    await waitFor(() => expect(api.find('POST', `${E}/FlowBefore/Recall/rec9`)).toHaveLength(1))
    dialog.unmount()
  })
})

test('the form field the user typed survives a trip to another tab', async () => {
  engine(flowInfo())
  const view = openDetail(todo())
  await loaded(view)
  await typeIn(view.container, '整改措施', '改好了')
  fireEvent.click(screen.getByText('流转记录'))
  fireEvent.click(screen.getByText('表单信息'))
  expect((await inputOf(view.container, '整改措施')).value).toBe('改好了')
})

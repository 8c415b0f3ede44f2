// The flow detail tests: FlowBefore/{id} answers in the shapes of types/api/workflow/, a fake Engine that records
// every call, and helpers that open the detail page and finish the approve dialog (the operate page) the way a
// user does, through the real page-to-page bridge.
import { act, render, waitFor, type RenderResult } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { FlowBeforeInfoVO, FlowTaskOperatorRecordModel, FormOperate } from '@shared/api/workflow'
import { __setRouterParams, __storage } from '../__mocks__/taro'
import { encodeFlowConfig, type FlowConfig } from '@/engines/workflow'
import FlowBeforePage from '@/pages/workFlow/flowBefore/index'
import OperatePage from '@/pages/workFlow/operate/index'
import { fakeApi, type Call } from './session/fake-api'

type Reply = { code: number; msg?: string; data?: unknown }
type Route = Reply | ((call: Call) => Reply)

const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId: label, span: 24, regList: [], ...config },
  __vModel__: vModel
})

/** a small online form: 检查部位 (required), 整改措施, 内部备注 */
export const propertyJson = JSON.stringify({
  labelPosition: 'left',
  labelWidth: 100,
  fields: [field('input', '检查部位', 'place', { required: true }), field('input', '整改措施', 'measure'), field('input', '内部备注', 'secret')]
})

export const templateJson = JSON.stringify({
  nodeId: 'n-start', type: 'start', properties: { title: '发起', isComment: true },
  childNode: {
    nodeId: 'n-chk', type: 'approver', properties: { title: '安全员审核' },
    childNode: { nodeId: 'n-pm', type: 'approver', content: '项目经理', properties: { title: '项目经理审批' } }
  }
})

export function record(id: string, over: Partial<FlowTaskOperatorRecordModel> = {}): FlowTaskOperatorRecordModel {
  return {
    id, nodeCode: 'n-start', nodeName: '发起', handleStatus: 2, handleId: 'u1', handleTime: new Date(2026, 4, 6, 9, 30).getTime(),
    handleOpinion: '', taskOperatorId: '', taskNodeId: '', taskId: 't1', userName: '张华/zhanghua', signImg: '', status: 0,
    operatorId: '', fileList: '[]', creatorTime: 0, delegateUser: '', ...over
  }
}

export interface InfoOptions {
  status?: number
  props?: Record<string, unknown>
  formOperates?: FormOperate[]
  formType?: number
  enCode?: string
  formData?: Record<string, unknown>
  records?: FlowTaskOperatorRecordModel[]
  /** a new launch: no task */
  fresh?: boolean
}

export function flowInfo(o: InfoOptions = {}): FlowBeforeInfoVO {
  const task = o.fresh ? undefined : {
    id: 't1', processId: 't1', enCode: 'hazard', fullName: '张华的隐患整改', flowUrgent: 2, flowId: 'fv1', flowCode: 'hazard', flowName: '隐患整改',
    flowType: 0, flowCategory: 'safety', flowForm: '', flowFormContentJson: '', flowTemplateJson: templateJson, flowVersion: '1', startTime: 0,
    endTime: null, thisStep: '安全员审核', thisStepId: 'tn-chk', status: o.status ?? 1, completion: 30, description: '', sortCode: 0, enabledMark: 1,
    type: 0, suspend: false, creatorUserId: 'u-launcher', creatorTime: 0
  }
  return {
    flowTaskInfo: task,
    flowTaskNodeList: o.fresh ? [] : [
      { id: 'tn-start', nodeCode: 'n-start', nodeName: '发起', nodeType: 'start', nodePropertyJson: '{}', nodeUp: '', nodeNext: 'n-chk', completion: 0, sortCode: 0, creatorTime: 0, taskId: 't1', userName: '张华/zhanghua', type: '0', formId: '' },
      { id: 'tn-chk', nodeCode: 'n-chk', nodeName: '安全员审核', nodeType: 'approver', nodePropertyJson: '{}', nodeUp: 'n-start', nodeNext: '', completion: 0, sortCode: 1, creatorTime: 0, taskId: 't1', userName: '何晓燕/hexiaoyan,赵敏/zhaomin', type: '1', formId: '' }
    ],
    flowTaskOperatorList: [],
    flowTaskOperatorRecordList: o.records ?? [record('r1')],
    flowTemplateInfo: { id: 'fv1', templateId: 'ft1', fullName: '隐患整改', visibleType: 0, flowTemplateJson: templateJson, version: '1', type: 0 },
    flowFormInfo: {
      id: 'form1', enCode: o.enCode ?? 'hazardForm', fullName: '隐患整改', formType: o.formType ?? 2, flowType: 0, category: '', urlAddress: '', appUrlAddress: '',
      interfaceUrl: '', propertyJson: (o.formType ?? 2) === 2 ? propertyJson : '', tableJson: '', dbLinkId: ''
    },
    formOperates: o.formOperates ?? [],
    approversProperties: o.props ?? {},
    formData: o.formData ?? (o.fresh ? {} : { place: 'K12+300 边坡', measure: '加固', secret: '仅内部' })
  }
}

export function signIn(signImg = ''): void {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u1', userName: '何晓燕', userAccount: 'hexiaoyan', organizeIdList: ['o1'], positionIds: [], roleIds: [], ...(signImg ? { signImg } : {}) })
}

const E = '/api/workflow/Engine'

/** the Engine for one task: FlowBefore/{id} answers `info`; every action answers its JNPF msg */
export function engine(info: FlowBeforeInfoVO, routes: Record<string, Route> = {}, detailId = 't1') {
  return fakeApi({
    [`GET ${E}/FlowBefore/${detailId}`]: { code: 200, data: info },
    [`POST ${E}/FlowBefore/Candidates/0`]: { code: 200, data: { type: 3, list: [], countersignOver: false } },
    [`POST ${E}/FlowBefore/Candidates/op1`]: { code: 200, data: { type: 3, list: [], countersignOver: false } },
    [`POST ${E}/FlowTask`]: { code: 200, msg: '提交成功' },
    [`PUT ${E}/FlowTask/t1`]: { code: 200, msg: '提交成功' },
    [`POST ${E}/FlowBefore/Audit/op1`]: { code: 200, msg: '审核成功' },
    [`POST ${E}/FlowBefore/SaveAudit/op1`]: { code: 200, msg: '暂存成功' },
    [`POST ${E}/FlowBefore/Reject/op1`]: { code: 200, msg: '退回成功' },
    [`POST ${E}/FlowBefore/Transfer/op1`]: { code: 200, msg: '转办成功' },
    [`POST ${E}/FlowBefore/freeApprover/op1`]: { code: 200, msg: '加签成功' },
    [`POST ${E}/FlowBefore/Cancel/t1`]: { code: 200, msg: '驳回成功' },
    [`POST ${E}/FlowBefore/Recall/rec9`]: { code: 200, msg: '撤回成功' },
    [`PUT ${E}/FlowLaunch/t1/Actions/Withdraw`]: { code: 200, msg: '撤回成功' },
    [`POST ${E}/FlowLaunch/Press/t1`]: { code: 200, msg: '催办成功' },
    [`GET ${E}/FlowBefore/RejectList/op1`]: { code: 200, data: { list: [{ id: 'tn-start', nodeCode: 'n-start', nodeName: '发起' }], isLastAppro: false } },
    'GET /api/permission/Users/Current/SignImg': { code: 200, data: [] },
    'GET /api/system/CommonWords/Selector': { code: 200, data: { list: [] } },
    'GET /api/permission/Users/ImUser': { code: 200, data: { list: [{ id: 'u-guo', realName: '郭晴', account: 'guoqing', department: '监理部' }, { id: 'u-song', realName: '宋文博', account: 'songwenbo', department: '监理部' }], pagination: { currentPage: 1, pageSize: 20, total: 2 } } },
    ...routes
  })
}

export const todo = (over: Partial<FlowConfig> = {}): FlowConfig => ({ id: 't1', flowId: 'fv1', formType: 2, opType: 1, taskId: 'op1', taskNodeId: 'tn-chk', fullName: '张华的隐患整改', status: 1, ...over })

export function openDetail(config: FlowConfig): RenderResult {
  __setRouterParams({ config: encodeFlowConfig(config) })
  return render(<FlowBeforePage />)
}

/** waits for the detail to show its tabs (the task loaded) */
export async function loaded(view: RenderResult): Promise<void> {
  await waitFor(() => expect(view.container.querySelector('.wf-tabs')).not.toBeNull())
}

/** the pickerId of the operate page the detail opened last */
export async function operatePickerId(): Promise<string> {
  return waitFor(() => {
    const calls = (Taro.navigateTo as jest.Mock).mock.calls.map((c) => String(c[0].url)).filter((u) => u.startsWith('/pages/workFlow/operate/index'))
    if (!calls.length) throw new Error('the operate page was not opened')
    return new URLSearchParams(calls[calls.length - 1].split('?')[1]).get('pickerId') as string
  })
}

/** opens the operate page the detail asked for, as its own page */
export async function openOperate(): Promise<RenderResult> {
  const pickerId = await operatePickerId()
  __setRouterParams({ pickerId })
  let view: RenderResult | undefined
  await act(async () => {
    view = render(<OperatePage />)
  })
  return view as RenderResult
}

/** the bodies the engine received on one path */
export const bodies = (api: ReturnType<typeof engine>, method: string, path: string) => api.find(method, path).map((c) => c.body as Record<string, unknown>)

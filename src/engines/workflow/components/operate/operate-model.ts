// The approve dialog's rules (jnpf-forms-and-flows §5.5) as pure functions: which fields show for an action, what
// must be filled, and the answer with the fields that do not apply left out.
import type { FlowCandidateNode } from '@shared/api/workflow'
import type { UploadItem } from '@/components'
import type { SignValue } from '../../sign/sign-field'
import { opinionLabel, type OperateRequest, type OperateResult } from './operate-types'
import type { PickedUser } from './user-search'

export const MAX_FILES = 3
export const OPINION_MAX = 500

export interface OperateState {
  handleOpinion: string
  fileList: UploadItem[]
  sign: SignValue
  copyUsers: PickedUser[]
  branchList: string[]
  candidates: Record<string, PickedUser[]>
  rejectStep: string
  rejectType: number
  freeApprover: PickedUser[]
  /** 1 before me, 2 after me */
  freeApproverType: number
}

export interface OperateFields {
  opinion: boolean
  sign: boolean
  copy: boolean
  branches: FlowCandidateNode[]
  candidateNodes: FlowCandidateNode[]
  rejectStep: boolean
  rejectStepEditable: boolean
  rejectType: boolean
  freeApprover: boolean
  freeApproverType: boolean
}

const NO_COPY = new Set(['freeApprover', 'transfer', 'revoke', 'recall'])
const CHOOSES_NEXT = new Set(['submit', 'audit', 'freeApprover'])

export function initialState(req: OperateRequest): OperateState {
  const rule = Number(req.rejectTypeRule)
  return {
    handleOpinion: '',
    fileList: [],
    sign: { signImg: '', drawn: false, saveAsDefault: false },
    copyUsers: [],
    branchList: [],
    candidates: {},
    rejectStep: req.rejectList?.list[0]?.nodeCode ?? '',
    rejectType: rule === 2 ? 2 : 1,
    freeApprover: [],
    freeApproverType: 1
  }
}

export function operateFields(req: OperateRequest, state: OperateState): OperateFields {
  const e = req.eventType
  const c = req.candidates
  // an add-sign before me hands the task back to me, so the next nodes are chosen later (§5.5 加签类型)
  const choosing = Boolean(c) && CHOOSES_NEXT.has(e) && !(e === 'freeApprover' && state.freeApproverType !== 2)
  const branches = choosing && c?.type === 1 ? c.list.filter((n) => n.isBranchFlow) : []
  const candidateNodes = !choosing || !c
    ? []
    : c.type === 2
      ? c.list.filter((n) => n.isCandidates)
      : c.type === 1
        ? c.list.filter((n) => n.isCandidates && (!n.isBranchFlow || state.branchList.includes(n.nodeId)))
        : []
  return {
    opinion: req.hasOpinion && e !== 'submit',
    sign: req.hasSign && e !== 'submit',
    copy: req.isCustomCopy && !NO_COPY.has(e),
    branches,
    candidateNodes,
    rejectStep: e === 'reject',
    rejectStepEditable: e === 'reject' && String(req.rejectStepRule) === '2',
    rejectType: e === 'reject' && Number(req.rejectTypeRule) === 3,
    freeApprover: e === 'freeApprover' || e === 'transfer',
    freeApproverType: e === 'freeApprover'
  }
}

/** the messages of what is missing, by field, in the order the fields show */
export function validateOperate(req: OperateRequest, state: OperateState): Record<string, string> {
  const f = operateFields(req, state)
  const errors: Record<string, string> = {}
  if (f.rejectStep && !state.rejectStep) errors.rejectStep = req.rejectList?.list.length ? '请选择退回节点' : '没有可退回的节点'
  if (f.freeApprover && !state.freeApprover.length) errors.freeApprover = req.eventType === 'transfer' ? '请选择转审人员' : '请选择加签人员'
  if (f.branches.length && !state.branchList.length) errors.branchList = '请选择分支'
  for (const node of f.candidateNodes) {
    if (!state.candidates[node.nodeId]?.length) errors[`candidate:${node.nodeId}`] = `请选择${node.nodeName}的审批人`
  }
  if (f.opinion && req.opinionRequired && !state.handleOpinion.trim()) errors.handleOpinion = `请填写${opinionLabel(req.eventType)}`
  if (f.opinion && state.handleOpinion.length > OPINION_MAX) errors.handleOpinion = `${opinionLabel(req.eventType)}不能超过${OPINION_MAX}个字`
  if (f.sign && !state.sign.signImg) errors.signImg = '请手写签名'
  return errors
}

export function toResult(req: OperateRequest, state: OperateState): OperateResult {
  const f = operateFields(req, state)
  const r: OperateResult = {}
  if (f.opinion) {
    r.handleOpinion = state.handleOpinion.trim()
    r.fileList = state.fileList
  }
  if (f.sign) r.signImg = state.sign.signImg
  if (f.copy && state.copyUsers.length) r.copyIds = state.copyUsers.map((u) => u.id).join(',')
  if (f.branches.length) r.branchList = state.branchList
  if (f.candidateNodes.length) r.candidateList = Object.fromEntries(f.candidateNodes.map((n) => [n.nodeId, (state.candidates[n.nodeId] ?? []).map((u) => u.id)]))
  if (f.rejectStep) r.rejectStep = state.rejectStep
  if (f.rejectStep) {
    const rule = Number(req.rejectTypeRule)
    if (f.rejectType) r.rejectType = state.rejectType
    else if (rule === 1 || rule === 2) r.rejectType = rule
  }
  if (f.freeApprover) r.freeApproverUserId = state.freeApprover[0]?.id
  if (f.freeApproverType) r.freeApproverType = state.freeApproverType
  return r
}

// Builders for flow templates in JNPF 3.6's node JSON (jnpf-forms-and-flows.md §4): the tree the designer saves,
// with the designer's default properties, so each catalogue flow reads like a designer export and stays short.
export type Json = Record<string, unknown>

export interface FieldRight { id: string; name: string; write?: boolean; required?: boolean }

/** formOperates (§4.5) for a node: every field readable; `write` lists what this node may change */
export function rights(fields: FieldRight[], write: string[] | 'all', required: string[] = []): Json[] {
  return fields.map((f) => ({
    id: f.id, name: f.name, read: true, write: write === 'all' || write.includes(f.id), required: required.includes(f.id)
  }))
}

const off = { on: 0 }
const msgOff = { on: 3, msgId: '', msgName: '', templateJson: [] }

export interface StartOptions {
  formId: string
  formOperates: Json[]
  /** "<id>--<type>" initiators; empty = everyone */
  initiator?: string[]
  isComment?: boolean
  isSummary?: boolean
  /** 1 withdrawal terminates, 2 it takes the task back to draft */
  revokeRule?: 1 | 2
  titleType?: 0 | 1
  titleContent?: string
}

export function start(nodeId: string, o: StartOptions, childNode: Json): Json {
  return {
    nodeId, type: 'start', content: o.initiator?.length ? '指定人员' : '所有人',
    properties: {
      title: '发起节点', initiator: o.initiator ?? [], formId: o.formId, formOperates: o.formOperates,
      hasSubmitBtn: true, submitBtnText: '提交审核', hasSaveBtn: true, saveBtnText: '暂存', hasRevokeBtn: true, revokeBtnText: '撤回',
      hasPressBtn: true, pressBtnText: '催办', hasPrintBtn: false, printBtnText: '打印', printId: '',
      isComment: o.isComment ?? false, isSummary: o.isSummary ?? true, summaryType: 0, isCustomCopy: false,
      titleType: o.titleType ?? 0, defaultContent: '{发起用户名}的{流程名称}', titleContent: o.titleContent ?? '',
      revokeRule: o.revokeRule ?? 1, errorRule: 1, errorRuleUser: [], timeLimitConfig: off, overTimeConfig: off, noticeConfig: off,
      initFuncConfig: off, endFuncConfig: off, flowRecallFuncConfig: off,
      waitMsgConfig: msgOff, endMsgConfig: msgOff, approveMsgConfig: msgOff, rejectMsgConfig: msgOff, copyMsgConfig: msgOff
    },
    childNode
  }
}

export interface ApproverOptions {
  title: string
  /** 1 launcher's manager, 4 form field, 6 designated members (default) */
  assigneeType?: number
  approvers?: string[]
  formField?: string
  formFieldType?: 1 | 2
  /** 0 or-sign, 1 countersign, 2 sequential */
  counterSign?: 0 | 1 | 2
  auditRatio?: number
  formOperates: Json[]
  progress?: number
  rejectStep?: '0' | '1' | '2'
  rejectType?: 1 | 2 | 3
  hasSign?: boolean
  opinionRequired?: boolean
  hasCancelBtn?: boolean
  isCustomCopy?: boolean
  circulateUser?: string[]
  isInitiatorCopy?: boolean
  isBatchApproval?: boolean
  /** what the canvas shows (the approvers' names) */
  content: string
}

export function approver(nodeId: string, prevId: string, o: ApproverOptions, childNode?: Json, conditionNodes?: Json[]): Json {
  return {
    nodeId, prevId, type: 'approver', content: o.content,
    properties: {
      title: o.title, assigneeType: o.assigneeType ?? 6, approvers: o.approvers ?? [], approversSortList: [], managerLevel: 1,
      departmentLevel: 1, formField: o.formField ?? '', formFieldType: o.formFieldType ?? 1, nodeId: '', getUserUrl: '', extraRule: 1,
      counterSign: o.counterSign ?? 0,
      counterSignConfig: { auditType: 1, auditRatio: o.auditRatio ?? 100, auditNum: 1, rejectType: 0, rejectRatio: 10, rejectNum: 1 },
      progress: String(o.progress ?? 50), rejectStep: o.rejectStep ?? '0', rejectType: o.rejectType ?? 1,
      hasAuditBtn: true, auditBtnText: '通过', hasRejectBtn: true, rejectBtnText: '退回', hasRevokeBtn: true, revokeBtnText: '撤回',
      hasTransferBtn: true, transferBtnText: '转审', hasFreeApproverBtn: true, hasFreeApproverBtnText: '加签', hasSaveBtn: false,
      saveBtnText: '暂存', hasCancelBtn: o.hasCancelBtn ?? false, cancelBtnText: '驳回', hasPrintBtn: false, hasSign: o.hasSign ?? false,
      hasOpinion: true, opinionRequired: o.opinionRequired ?? false, isCustomCopy: o.isCustomCopy ?? true,
      circulateUser: o.circulateUser ?? [], isInitiatorCopy: o.isInitiatorCopy ?? false, isFormFieldCopy: false, copyFormField: '',
      isBatchApproval: o.isBatchApproval ?? false, formOperates: o.formOperates, errorRule: 1, errorRuleUser: [],
      noApproverHandler: false, hasAgreeRule: false, agreeRules: [], timeLimitConfig: { on: 2 }, overTimeConfig: { on: 2 },
      noticeConfig: { on: 2 }, approveFuncConfig: off, rejectFuncConfig: off, recallFuncConfig: off,
      approveMsgConfig: { on: 2 }, rejectMsgConfig: { on: 2 }, copyMsgConfig: { on: 2 }
    },
    ...(childNode ? { childNode } : {}),
    ...(conditionNodes ? { conditionNodes } : {})
  }
}

export interface Compare {
  field: string
  fieldName: string
  jnpfKey: string
  symbol: '>=' | '>' | '==' | '<=' | '<' | '<>' | 'like' | 'notLike'
  symbolName: string
  value: string | number
  valueLabel?: string
}

/** a branch of a condition gateway; `isDefault` is the else-branch taken when no other matches */
export function condition(nodeId: string, prevId: string, title: string, compare: Compare | 'default', childNode?: Json): Json {
  const groups = compare === 'default' ? [] : [{
    fieldType: 1, field: compare.field, fieldName: compare.fieldName, jnpfKey: compare.jnpfKey, symbol: compare.symbol,
    symbolName: compare.symbolName, fieldValueType: 2, fieldValue: compare.value, fieldLabel: compare.valueLabel ?? String(compare.value),
    fieldValueJnpfKey: '', logic: '&&', logicName: '并且'
  }]
  const content = compare === 'default' ? '其他情况进入此流程' : `${compare.fieldName} ${compare.symbolName} ${compare.valueLabel ?? compare.value}`
  return {
    nodeId, prevId, type: 'condition', content,
    properties: { title, conditions: groups.length ? [{ logic: 'and', groups }] : [], matchLogic: 'and', isDefault: compare === 'default', priority: 0 },
    ...(childNode ? { childNode } : {})
  }
}

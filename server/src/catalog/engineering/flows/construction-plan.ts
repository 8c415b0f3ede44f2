// 施工方案审批 (vm-construction-plan, formType 2, a 功能流程 bound to the low-code model): the section's foreman or
// project manager files the scheme; the contractor's chief engineer checks it (技术负责人审核); the supervising
// engineer approves it with his signature and may return it or terminate it. A scheme that needed an expert review
// (专家论证) also goes to the owner's chief engineer (a condition on 是否需专家论证). The launcher is copied when it passes.
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, condition, rights, start, type FieldRight } from '../../build/flow-nodes'
import { CONSTRUCTION_PLAN_MODEL_ID } from '../models/construction-plan'

export const CONSTRUCTION_PLAN = {
  template: 'ft-construction-plan', version: 'ftj-construction-plan-v1', form: 'ff-construction-plan', model: CONSTRUCTION_PLAN_MODEL_ID
}

const rightsOf: FieldRight[] = [
  ['planNo', '方案编号'], ['category', '方案类别'], ['planName', '方案名称'], ['workType', '分部分项工程'], ['expertReview', '是否需专家论证'],
  ['location', '适用部位'], ['chainage', '起讫桩号'], ['compiler', '编制人'], ['compileDate', '编制日期'], ['summary', '方案概述'],
  ['attachments', '方案文本(PDF)']
].map(([id, name]) => ({ id, name }))
const readOnly = rights(rightsOf, [])

const tree = start('cp-start', {
  formId: CONSTRUCTION_PLAN.form, initiator: [role('role-foreman'), role('role-pm'), role('role-chief')], isComment: true, revokeRule: 2,
  titleType: 1, titleContent: '{planName}',
  formOperates: rights(rightsOf, 'all', ['planNo', 'category', 'planName', 'workType', 'location', 'compiler', 'compileDate', 'attachments'])
}, approver('cp-chief', 'cp-start', {
  title: '技术负责人审核', content: '总工程师', approvers: [role('role-chief')], counterSign: 0, progress: 40, formOperates: readOnly
}, approver('cp-supervisor', 'cp-chief', {
  title: '监理审批', content: '监理工程师', approvers: [role('role-supervisor')], counterSign: 0, progress: 80, hasSign: true,
  opinionRequired: true, hasCancelBtn: true, formOperates: readOnly, isInitiatorCopy: true
}, undefined, [
  condition('cp-expert', 'cp-supervisor', '需专家论证', {
    field: 'expertReview', fieldName: '是否需专家论证', jnpfKey: 'switch', symbol: '==', symbolName: '等于', value: 1, valueLabel: '是'
  }, approver('cp-owner', 'cp-expert', {
    title: '业主审批', content: '业主总工程师', approvers: [role('role-owner-chief')], progress: 95, hasSign: true, formOperates: readOnly
  })),
  condition('cp-default', 'cp-supervisor', '无需专家论证', 'default')
])))

export const constructionPlanFlow: CatalogFlow = {
  template: {
    id: CONSTRUCTION_PLAN.template, enCode: 'constructionPlanApproval', fullName: '施工方案审批', type: 1, category: category('engineering'),
    icon: 'file-generic', iconBackground: '#5c6bc0', description: '施工方案：技术负责人审核，监理审批，需专家论证的报业主审批', enabledMark: 1,
    sortCode: 4, creatorUserId: ''
  },
  version: {
    id: CONSTRUCTION_PLAN.version, templateId: CONSTRUCTION_PLAN.template, fullName: '施工方案审批', groupId: 'ftg-construction-plan',
    visibleType: 1, tree, version: 1, formId: CONSTRUCTION_PLAN.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: CONSTRUCTION_PLAN.form, enCode: 'constructionPlanApproval', fullName: '施工方案审批', formType: 2, flowType: 1,
    category: category('engineering'), modelId: CONSTRUCTION_PLAN.model, flowId: CONSTRUCTION_PLAN.template
  })
}

// 专项任务审批 (vm-special-task, formType 2, a 功能流程 bound to the low-code model): the group's or the owner's
// project office (项目经理, 总工, 安全总监 and the owner's) issues a special task; the section's head named on it
// (合同段负责人, the form field executor) does it and reports at 执行反馈 (the node writes 完成情况 and 现场照片, the
// report required); the issuer reviews it (发起人审核) and passes it, or returns it to the section with an opinion
// (the opinion is required, a return goes back to 执行反馈).
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, rights, start, type FieldRight } from '../../build/flow-nodes'
import { SPECIAL_TASK_MODEL_ID } from '../models/special-task'

export const SPECIAL_TASK = {
  template: 'ft-special-task', version: 'ftj-special-task-v1', form: 'ff-special-task', model: SPECIAL_TASK_MODEL_ID
}

/** who issues special tasks and their notices */
export const ISSUERS = [role('role-owner-pm'), role('role-owner-chief'), role('role-pm'), role('role-chief'), role('role-safety-director')]

const rightsOf: FieldRight[] = [
  ['taskName', '任务名称'], ['category', '专项类别'], ['sections', '涉及合同段'], ['requirement', '任务要求'], ['startDate', '开始日期'],
  ['deadline', '完成期限'], ['executor', '合同段负责人'], ['attachments', '附件'], ['completion', '完成情况'], ['sitePhotos', '现场照片']
].map(([id, name]) => ({ id, name }))
const ISSUE = ['taskName', 'category', 'sections', 'requirement', 'startDate', 'deadline', 'executor', 'attachments']

const tree = start('st-start', {
  formId: SPECIAL_TASK.form, initiator: ISSUERS, isComment: true, revokeRule: 2, titleType: 1, titleContent: '{taskName}',
  formOperates: rights(rightsOf, ISSUE, ['taskName', 'category', 'sections', 'requirement', 'startDate', 'deadline', 'executor'])
}, approver('st-feedback', 'st-start', {
  title: '执行反馈', content: '合同段负责人（表单字段）', assigneeType: 4, formField: 'executor', counterSign: 0, progress: 50,
  formOperates: rights(rightsOf, ['completion', 'sitePhotos'], ['completion'])
}, approver('st-review', 'st-feedback', {
  title: '发起人审核', content: '发起人', assigneeType: 3, counterSign: 0, progress: 90, opinionRequired: true, rejectStep: '1',
  formOperates: rights(rightsOf, [])
})))

export const specialTaskFlow: CatalogFlow = {
  template: {
    id: SPECIAL_TASK.template, enCode: 'specialTasksForm', fullName: '专项任务审批', type: 1, category: category('engineering'),
    icon: 'lightning-bolt', iconBackground: '#ff9900', description: '专项任务：合同段负责人执行反馈，发起人审核', enabledMark: 1, sortCode: 6,
    creatorUserId: ''
  },
  version: {
    id: SPECIAL_TASK.version, templateId: SPECIAL_TASK.template, fullName: '专项任务审批', groupId: 'ftg-special-task',
    visibleType: 1, tree, version: 1, formId: SPECIAL_TASK.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: SPECIAL_TASK.form, enCode: 'specialTasksForm', fullName: '专项任务审批', formType: 2, flowType: 1,
    category: category('engineering'), modelId: SPECIAL_TASK.model, flowId: SPECIAL_TASK.template
  })
}

// 请假申请 (leaveApply): a system form (formType 1) launched from the process centre. The launcher's manager
// approves; a leave of more than 3 days also goes to the owner's project manager (a condition on 请假天数). The manager's
// step may be approved in batch.
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, condition, rights, start, type FieldRight } from '../../build/flow-nodes'

export const LEAVE = { template: 'ft-leave', version: 'ftj-leave-v1', form: 'ff-leave-apply' }

const fields: FieldRight[] = [
  { id: 'leaveType', name: '请假类型' }, { id: 'leaveStartTime', name: '开始时间' }, { id: 'leaveEndTime', name: '结束时间' },
  { id: 'leaveDayCount', name: '请假天数' }, { id: 'leaveReason', name: '请假事由' }, { id: 'fileJson', name: '附件' }
]
const readOnly = rights(fields, [])

const tree = start('leave-start', {
  formId: LEAVE.form, isComment: false, revokeRule: 1,
  formOperates: rights(fields, 'all', ['leaveType', 'leaveStartTime', 'leaveEndTime', 'leaveDayCount', 'leaveReason']),
  titleType: 1, titleContent: '{发起用户名}的请假申请（{leaveType}{leaveDayCount}天）'
}, approver('leave-manager', 'leave-start', {
  title: '直属领导审批', content: '发起者主管', assigneeType: 1, formOperates: readOnly, progress: 50, isBatchApproval: true
}, undefined, [
  condition('leave-over3', 'leave-manager', '超过3天', {
    field: 'leaveDayCount', fieldName: '请假天数', jnpfKey: 'inputNumber', symbol: '>', symbolName: '大于', value: 3
  }, approver('leave-pm', 'leave-over3', {
    title: '项目经理审批', content: '业主项目经理', approvers: [role('role-owner-pm')], formOperates: readOnly, progress: 90
  })),
  condition('leave-default', 'leave-manager', '3天及以内', 'default')
]))

export const leaveFlow: CatalogFlow = {
  template: {
    id: LEAVE.template, enCode: 'leaveApply', fullName: '请假申请', type: 0, category: category('office'), icon: 'calendar',
    iconBackground: '#2979ff', description: '员工请假，直属领导审批；超过3天报项目经理审批', enabledMark: 1, sortCode: 1, creatorUserId: ''
  },
  version: {
    id: LEAVE.version, templateId: LEAVE.template, fullName: '请假申请', groupId: 'ftg-leave', visibleType: 0, tree, version: 1,
    formId: LEAVE.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: LEAVE.form, enCode: 'leaveApply', fullName: '请假申请', formType: 1, flowType: 0, category: category('office'), modelId: '',
    flowId: LEAVE.template, appUrlAddress: '/pages/workFlow/workFlowForm/leaveApply/index'
  })
}

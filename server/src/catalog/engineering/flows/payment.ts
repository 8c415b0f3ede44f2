// 计量支付审批 (vm-meter-payment, formType 2, a 发起流程 also reachable from its list): the contractor's project
// manager files a monthly measurement; a supervising engineer checks and signs (and may terminate it); the owner's
// chief engineer and project manager countersign (both must approve) and may return it to the contractor or to the
// supervisor (rejectStep "2": the owner picks); the project's chief engineers and the launcher are copied when it
// passes.
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, rights, start, type FieldRight } from '../../build/flow-nodes'
import { PAYMENT_MODEL_ID } from '../models/meter-payment'

export const PAYMENT = { template: 'ft-meter-payment', version: 'ftj-meter-payment-v1', form: 'ff-meter-payment', model: PAYMENT_MODEL_ID }

const rightsOf: FieldRight[] = [
  ['meterNo', '计量编号'], ['period', '计量期次'], ['sectionName', '合同段'], ['meterDate', '计量截止日期'], ['currentAmount', '本期计量金额(万元)'],
  ['totalAmount', '累计计量金额(万元)'], ['content', '计量说明'], ['attachments', '计量清单及附件'], ['applicant', '申请人']
].map(([id, name]) => ({ id, name }))
const readOnly = rights(rightsOf, [])

const tree = start('mp-start', {
  formId: PAYMENT.form, initiator: [role('role-pm')], isComment: true, revokeRule: 2,
  formOperates: rights(rightsOf, 'all', ['meterNo', 'period', 'sectionName', 'meterDate', 'currentAmount', 'totalAmount', 'content', 'applicant']),
  titleType: 1, titleContent: '{sectionName}{period}计量支付申请'
}, approver('mp-supervisor', 'mp-start', {
  title: '监理工程师审核', content: '监理工程师', approvers: [role('role-supervisor')], counterSign: 0, progress: 40,
  hasSign: true, opinionRequired: true, hasCancelBtn: true, formOperates: readOnly
}, approver('mp-owner', 'mp-supervisor', {
  title: '业主计量会签', content: '业主总工程师、业主项目经理（会签）', approvers: [role('role-owner-chief'), role('role-owner-pm')],
  counterSign: 1, auditRatio: 100, progress: 90, rejectStep: '2', formOperates: readOnly, circulateUser: [role('role-chief')], isInitiatorCopy: true
})))

export const paymentFlow: CatalogFlow = {
  template: {
    id: PAYMENT.template, enCode: 'meterPayment', fullName: '计量支付审批', type: 0, category: category('metering'), icon: 'money',
    iconBackground: '#ff9900', description: '月度计量支付：监理审核签认，业主总工与项目经理会签', enabledMark: 1, sortCode: 3,
    creatorUserId: ''
  },
  version: {
    id: PAYMENT.version, templateId: PAYMENT.template, fullName: '计量支付审批', groupId: 'ftg-meter-payment', visibleType: 1, tree, version: 1,
    formId: PAYMENT.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: PAYMENT.form, enCode: 'meterPayment', fullName: '计量支付审批', formType: 2, flowType: 0, category: category('metering'),
    modelId: PAYMENT.model, flowId: PAYMENT.template
  })
}

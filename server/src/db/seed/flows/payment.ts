// 计量支付审批 (vm-meter-payment, formType 2, a 发起流程 also reachable from its list): the contractor's project
// manager files a monthly measurement; a supervising engineer checks and signs (and may terminate it); the owner's
// chief engineer and project manager countersign (both must approve) and may return it to the contractor or to the
// supervisor (rejectStep "2": the owner picks); the group chief engineer and the launcher are copied when it passes.
import { PAYMENT_MODEL_ID } from '../../../catalog/engineering/models/meter-payment'
import { approver, rights, start, type FieldRight } from './nodes'
import { category, flowForm, role, user, type SeedFlow } from './types'

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
  title: '监理工程师审核', content: '宋文博、郭晴', approvers: [user('songwenbo'), user('guoqing')], counterSign: 0, progress: 40,
  hasSign: true, opinionRequired: true, hasCancelBtn: true, formOperates: readOnly
}, approver('mp-owner', 'mp-supervisor', {
  title: '业主计量会签', content: '徐志明、黄伟（会签）', approvers: [user('xuzhiming'), user('huangwei')], counterSign: 1, auditRatio: 100,
  progress: 90, rejectStep: '2', formOperates: readOnly, circulateUser: [user('liuhaitao')], isInitiatorCopy: true
})))

export const paymentFlow: SeedFlow = {
  template: {
    id: PAYMENT.template, enCode: 'meterPayment', fullName: '计量支付审批', type: 0, category: category('metering'), icon: 'money',
    iconBackground: '#ff9900', description: '月度计量支付：监理审核签认，业主总工与项目经理会签', enabledMark: 1, sortCode: 3,
    creatorUserId: 'u-admin'
  },
  version: {
    id: PAYMENT.version, templateId: PAYMENT.template, fullName: '计量支付审批', groupId: 'ftg-meter-payment', visibleType: 1, tree, version: 1,
    formId: PAYMENT.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: 'u-admin'
  },
  form: flowForm({
    id: PAYMENT.form, enCode: 'meterPayment', fullName: '计量支付审批', formType: 2, flowType: 0, category: category('metering'),
    modelId: PAYMENT.model, flowId: PAYMENT.template
  })
}

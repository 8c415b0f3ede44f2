// 计量支付审批 (vm-meter-payment, formType 2, a 发起流程 also reachable from its list): the contractor's project
// manager files a monthly measurement; a supervising engineer checks and signs (and may terminate it); the owner's
// chief engineer and project manager countersign (both must approve) and may return it to the contractor or to the
// supervisor (rejectStep "2": the owner picks); the group chief engineer and the launcher are copied when it passes.
import { formBuilder, model, ms, type SeedModelBundle } from '../models/build'
import { listConfig } from '../models/list'
import { approver, rights, start, type FieldRight } from './nodes'
import { category, flowForm, role, user, type SeedFlow } from './types'

export const PAYMENT = { template: 'ft-meter-payment', version: 'ftj-meter-payment-v1', form: 'ff-meter-payment', model: 'vm-meter-payment' }

const b = formBuilder(950)
const f = b.field
const fields = [
  b.row([
    f('input', '计量编号', 'meterNo', { required: true, span: 12 }, { maxlength: 30 }),
    f('input', '计量期次', 'period', { required: true, span: 12 }, { maxlength: 20, placeholder: '如：第12期' })
  ]),
  f('input', '合同段', 'sectionName', { required: true }, { maxlength: 60 }),
  f('datePicker', '计量截止日期', 'meterDate', { required: true, trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  b.row([
    f('inputNumber', '本期计量金额(万元)', 'currentAmount', { required: true, span: 12 }, { min: 0, max: 100000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('inputNumber', '累计计量金额(万元)', 'totalAmount', { required: true, span: 12 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' })
  ]),
  f('textarea', '计量说明', 'content', { required: true }, { maxlength: 2000, showWordLimit: true, autoSize: { minRows: 4, maxRows: 8 } }),
  f('uploadFile', '计量清单及附件', 'attachments', {}, { accept: '.pdf,.xlsx,.xls,.jpg,.png', fileSize: 20, sizeUnit: 'MB', buttonText: '上传附件', limit: 10 }),
  f('userSelect', '申请人', 'applicant', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['meterNo', 'period', 'sectionName', ['currentAmount', { sortable: true }], ['totalAmount', { sortable: true }], ['meterDate', { sortable: true }], 'applicant'],
  search: [['period', 2, true], ['meterNo', 2, true], ['sectionName', 1], ['meterDate', 3]],
  sort: [['meterDate', 'desc']]
})

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

const measure = (meterNo: string, period: string, sectionName: string, date: string, currentAmount: number, totalAmount: number, content: string, applicant: string) =>
  ({ meterNo, period, sectionName, meterDate: ms(date), currentAmount, totalAmount, content, attachments: [], applicant: `u-${applicant}` })

export const meterPayment: SeedModelBundle = {
  model: { ...model(PAYMENT.model, '计量支付申请', 'meterPayment', b.form(fields), list), enableFlow: 1, flowId: PAYMENT.template },
  records: [
    {
      id: 'rec-mp-hj-010', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-01-26 16:00',
      data: measure('JL-TJ01-010', '第10期', 'TJ-01 钱江路桥', '2026-01-25', 1863.42, 16420.8,
        '本期完成钱塘江特大桥拼宽段桩基12根、承台4座，路基土石方3.2万方；已附监理签认的中间计量表。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-011', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-02-25 17:30',
      data: measure('JL-TJ01-011', '第11期', 'TJ-01 钱江路桥', '2026-02-25', 1342.17, 17762.97,
        '本期完成墩柱浇筑9个、T梁预制22片、桥面铺装试验段；春节停工10天，产值较上期下降。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-012', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-03-06 11:00',
      data: measure('JL-TJ01-012', '第12期', 'TJ-01 钱江路桥', '2026-03-25', 2105.6, 19868.57, '本期计量编制中：T梁架设与湿接缝、互通匝道路基。', 'zhanghua')
    },
    {
      id: 'rec-mp-hj-209', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-02-26 09:15',
      data: measure('JL-TJ02-009', '第9期', 'TJ-02 之江交通', '2026-02-25', 986.3, 9120.45,
        '本期完成边坡锚杆框格梁1.8千米、涵洞2道；含变更工程量（边坡加固）暂列。', 'zhengkai')
    }
  ]
}

// 计量支付申请 (vm-meter-payment): a contract section's monthly measurement, the form the 计量支付审批 flow runs on
// (../flows/payment.ts binds it to the model).
import { formBuilder, model, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const PAYMENT_MODEL_ID = 'vm-meter-payment'

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

export const meterPaymentModel: CatalogModel = model(PAYMENT_MODEL_ID, '计量支付申请', 'meterPayment', b.form(fields), list)

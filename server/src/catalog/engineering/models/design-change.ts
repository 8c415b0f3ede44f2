// 设计变更申请 (vm-design-change): a change to the approved design with its cost effect (增减金额 is computed).
import { DI } from '../../shared/data-interfaces'
import { STAKE_RULE, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(600)
const f = b.field
const money = (vModel: string, label: string) => ({ __vModel__: vModel, label, jnpfKey: 'inputNumber' })

const fields = [
  b.row([
    f('billRule', '变更编号', 'changeNo', { rule: 'designChangeNo', ruleName: '设计变更编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '申请日期', 'applyDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '变更名称', 'changeName', { required: true }, { maxlength: 100, clearable: true }),
  f('popupSelect', '合同段', 'sectionId', { required: true, trigger: 'change' }, {
    interfaceId: DI.contracts, interfaceName: '项目合同段', templateJson: [], hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'fullName', label: '名称' }], popupType: 'dialog', popupTitle: '选择合同段', placeholder: '请选择'
  }),
  f('input', '变更桩号', 'stake', { required: true, regList: [STAKE_RULE] }, { maxlength: 40 }),
  f('select', '变更类别', 'changeLevel', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['general', '一般设计变更'], ['larger', '较大设计变更'], ['major', '重大设计变更']
  ])),
  f('checkbox', '变更原因', 'reasons', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['design', '设计缺陷或遗漏'], ['geology', '地质条件变化'], ['standard', '规范标准调整'], ['local', '地方政府要求'], ['craft', '施工工艺优化']
  ], { direction: 'horizontal' })),
  b.row([
    f('inputNumber', '原设计金额(万元)', 'originalAmount', { required: true, span: 8 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('inputNumber', '变更后金额(万元)', 'newAmount', { required: true, span: 8 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('calculate', '增减金额(万元)', 'changeAmount', { isStorage: 1, span: 8 }, {
      expression: [money('newAmount', '变更后金额'), '-', money('originalAmount', '原设计金额')], precision: 2, thousands: true, isAmountChinese: false, isStorage: 1
    })
  ]),
  f('textarea', '变更内容', 'content', { required: true }, { maxlength: 2000, showWordLimit: true, autoSize: { minRows: 5, maxRows: 8 } }),
  f('uploadFile', '变更图纸及计算书', 'drawings', {}, { accept: '.pdf,.dwg,.zip', fileSize: 50, sizeUnit: 'MB', buttonText: '上传图纸', limit: 10 }),
  f('userSelect', '申请人', 'applicant', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['changeNo', 'changeName', 'sectionId', 'changeLevel', ['changeAmount', { sortable: true }], ['applyDate', { sortable: true }], 'applicant'],
  search: [['changeName', 2, true], ['changeNo', 2, true], ['stake', 2, true], ['changeLevel', 1], ['applyDate', 3], ['changeAmount', 3]],
  sort: [['applyDate', 'desc']]
})

export const designChangeModel: CatalogModel = model('vm-design-change', '设计变更申请', 'designChange', b.form(fields), list)

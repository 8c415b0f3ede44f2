// 首件工程认可 (vm-first-piece-approval): the first piece of each kind of work is inspected point by point and
// approved before the work goes on at scale; the pass rate of each check item is computed in its row.
import { DI } from '../../shared/data-interfaces'
import { STAKE_RULE, dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(500)
const f = b.field
const T = 'tableFieldInspection'
const col = (vModel: string, label: string) => ({ __vModel__: `${T}.${vModel}`, label, jnpfKey: 'inputNumber' })

const fields = [
  f('billRule', '认可编号', 'approvalNo', { rule: 'firstPieceNo', ruleName: '首件工程认可编号' }, { readonly: true, placeholder: '系统自动生成' }),
  f('input', '首件工程名称', 'pieceName', { required: true }, { maxlength: 80, clearable: true }),
  f('popupSelect', '合同段', 'sectionId', { required: true, trigger: 'change' }, {
    interfaceId: DI.contracts, interfaceName: '项目合同段', templateJson: [{ field: 'kind', fieldName: '合同段类型', defaultValue: 'construction', sourceType: 2, relationField: '' }],
    hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName', columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'contractor', label: '施工单位' }],
    popupType: 'dialog', popupTitle: '选择施工合同段', popupWidth: '800px', placeholder: '请选择'
  }),
  f('popupTableSelect', '分项工程', 'wbsItem', { required: true, trigger: 'change' }, {
    interfaceId: DI.wbs, interfaceName: 'WBS分部分项工程', multiple: false, hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    templateJson: [{ field: 'contractId', fieldName: '合同段', relationField: 'sectionId', sourceType: 1, defaultValue: '' }],
    columnOptions: [{ value: 'enCode', label: '编码' }, { value: 'fullName', label: '分项工程' }, { value: 'divisionProject', label: '分部工程' }],
    popupType: 'popover', popupTitle: '选择分项工程', filterable: true, placeholder: '请选择'
  }),
  f('cascader', '工程部位', 'engineeringPart', dictionary('dt-engineeringPart', { required: true, trigger: 'change' }),
    { props: { value: 'id', label: 'fullName', children: 'children' }, showAllLevels: true, separator: '/', multiple: false, clearable: true }),
  f('input', '施工桩号', 'stake', { regList: [STAKE_RULE] }, { maxlength: 40 }),
  b.row([
    f('datePicker', '开工日期', 'startDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('datePicker', '完工日期', 'endDate', { trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('userSelect', '施工负责人', 'siteManager', { required: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  b.table('质量检验结果', T, 'visualdev_record_first_piece_check', [
    f('input', '检查项目', 'item', { required: true }, { maxlength: 60 }),
    f('input', '规定值或允许偏差', 'tolerance', {}, { maxlength: 60 }),
    f('inputNumber', '检查点数', 'checkPoints', { required: true }, { min: 1, max: 999, precision: 0, placeholder: '数字文本' }),
    f('inputNumber', '合格点数', 'passPoints', { required: true }, { min: 0, max: 999, precision: 0, placeholder: '数字文本' }),
    f('calculate', '合格率(%)', 'passRate', { isStorage: 1 }, {
      expression: [col('passPoints', '合格点数'), '÷', col('checkPoints', '检查点数'), '×', '1', '0', '0'], precision: 1, isStorage: 1
    })
  ], { showSummary: true, summaryField: ['checkPoints', 'passPoints'] }),
  f('radio', '认可结论', 'conclusion', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['approved', '认可'], ['conditional', '整改后认可'], ['rejected', '不予认可']
  ], { direction: 'horizontal' })),
  f('rate', '工艺评价', 'craftRating', {}, { count: 5, allowHalf: false, showText: true }),
  f('textarea', '总结意见', 'summary', {}, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 4, maxRows: 6 } }),
  f('uploadFile', '首件总结报告', 'report', {}, { accept: '.pdf,.doc,.docx', fileSize: 20, sizeUnit: 'MB', buttonText: '上传报告', limit: 3 }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['approvalNo', 'pieceName', 'sectionId', 'engineeringPart', ['startDate', { sortable: true }], 'conclusion'],
  search: [['pieceName', 2, true], ['approvalNo', 2, true], ['conclusion', 1], ['startDate', 3]],
  sort: [['startDate', 'desc']]
})

export const firstPieceApprovalModel: CatalogModel = model('vm-first-piece-approval', '首件工程认可', 'firstPieceApproval', b.form(fields), list)

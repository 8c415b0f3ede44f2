// 月度施工计划 (vm-monthly-plan): a section's plan for the month with quantities and output value. Its list turns on
// the button, column and form permission filters: the output-value columns and fields are granted to the managing
// roles only (see ../grants.ts), so a work-area foreman plans quantities without seeing prices.
import { DI } from '../../shared/data-interfaces'
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(900)
const f = b.field
/** the child table of the plan's items: the demo records fill it under this key */
export const PLAN_ITEMS = 'tableFieldPlanItems'
const T = PLAN_ITEMS
const cell = (vModel: string, label: string) => ({ __vModel__: `${T}.${vModel}`, label, jnpfKey: 'inputNumber' })

const fields = [
  f('input', '计划名称', 'planName', { required: true }, { maxlength: 80, clearable: true }),
  b.row([
    f('popupSelect', '合同段', 'sectionId', { required: true, trigger: 'change', span: 12 }, {
      interfaceId: DI.contracts, interfaceName: '项目合同段', templateJson: [{ field: 'kind', fieldName: '合同段类型', defaultValue: 'construction', sourceType: 2, relationField: '' }],
      hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName', columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'contractor', label: '施工单位' }],
      popupType: 'dialog', popupTitle: '选择合同段', placeholder: '请选择'
    }),
    f('datePicker', '计划月份', 'planMonth', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM' })
  ]),
  f('userSelect', '编制人', 'planner', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  b.table('计划明细', T, 'visualdev_record_monthly_plan_item', [
    f('input', '分项工程', 'workItem', { required: true }, { maxlength: 60 }),
    f('select', '单位', 'unit', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([['m3', 'm³'], ['m', 'm'], ['m2', 'm²'], ['t', 't'], ['piece', '根'], ['span', '孔'], ['seat', '座']])),
    f('inputNumber', '计划工程量', 'quantity', { required: true }, { min: 0, max: 10000000, precision: 2, placeholder: '数字文本' }),
    f('inputNumber', '综合单价(元)', 'unitPrice', {}, { min: 0, max: 100000000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('calculate', '计划产值(元)', 'amount', { isStorage: 1 }, { expression: [cell('quantity', '计划工程量'), '×', cell('unitPrice', '综合单价')], precision: 2, thousands: true, isStorage: 1 })
  ], { showSummary: true, summaryField: ['amount'], thousands: true, thousandsField: ['unitPrice', 'amount'] }),
  b.row([
    f('calculate', '计划产值(万元)', 'planOutput', { isStorage: 1, span: 12 }, {
      expression: [{ __vModel__: `${T}.amount`, label: '计划明细-计划产值', jnpfKey: 'calculate' }, '÷', '1', '0', '0', '0', '0'], precision: 2, thousands: true, isStorage: 1
    }),
    f('inputNumber', '上月完成产值(万元)', 'lastMonthOutput', { span: 12 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' })
  ]),
  f('textarea', '主要施工内容', 'mainWork', { required: true }, { maxlength: 1000, autoSize: { minRows: 4, maxRows: 6 } }),
  f('textarea', '资源配置', 'resources', {}, { maxlength: 500, placeholder: '人员、机械设备、周转材料投入', autoSize: { minRows: 3, maxRows: 5 } }),
  f('textarea', '进度保证措施', 'measures', {}, { maxlength: 500, autoSize: { minRows: 3, maxRows: 5 } }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['planName', 'sectionId', ['planMonth', { sortable: true }], 'planner', ['planOutput', { sortable: true }], 'lastMonthOutput', 'creatorTime'],
  search: [['planName', 2, true], ['mainWork', 2, true], ['sectionId', 1], ['planMonth', 3]],
  sort: [['planMonth', 'desc']],
  permissions: true
})

export const monthlyPlanModel: CatalogModel = model('vm-monthly-plan', '月度施工计划', 'monthlyPlan', b.form(fields), list)

// 月度施工计划 (vm-monthly-plan): a section's plan for the month with quantities and output value. Its list turns on
// the button, column and form permission filters: the output-value columns and fields are granted to the managing
// roles only (see data/model-permissions.ts), so a work-area foreman plans quantities without seeing prices.
import { DI } from '../data/data-interfaces'
import { formBuilder, model, ms, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

const b = formBuilder(900)
const f = b.field
const T = 'tableFieldPlanItems'
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

export const monthlyPlanFields = fields

type Item = [workItem: string, unit: string, quantity: number, unitPrice: number]
function plan(items: Item[]) {
  const rows = items.map(([workItem, unit, quantity, unitPrice]) => ({ workItem, unit, quantity, unitPrice, amount: Math.round(quantity * unitPrice * 100) / 100 }))
  const total = rows.reduce((sum, r) => sum + r.amount, 0)
  return { [T]: rows, planOutput: Math.round(total / 100) / 100 }
}

export const monthlyPlan: SeedModelBundle = {
  model: model('vm-monthly-plan', '月度施工计划', 'monthlyPlan', b.form(fields), list),
  records: [
    {
      id: 'rec-mp-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'zhanghua', at: '2026-02-26 17:00',
      data: {
        planName: '2026年3月TJ-01合同段施工计划', sectionId: 'ct-hj-tj01', planMonth: ms('2026-03-01'), planner: 'u-zhanghua',
        ...plan([['钻孔灌注桩', 'm', 1860, 2150], ['墩柱及盖梁混凝土', 'm3', 2400, 1180], ['T梁预制', 'piece', 36, 98500], ['路基填筑', 'm3', 86000, 26.5]]),
        lastMonthOutput: 1420.36, mainWork: '钱塘江特大桥拼宽段3号～9号墩桩基及下部构造；T梁预制36片；K3～K8段路基拼宽填筑。',
        resources: '管理人员32人，作业人员410人；旋挖钻机6台、架桥机1台、挖掘机12台、压路机6台。', measures: '桩基施工两班倒，预制场增加一套侧模。'
      }
    },
    {
      id: 'rec-mp-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-27 16:20',
      data: {
        planName: '2026年4月TJ-01第一工区施工计划', sectionId: 'ct-hj-tj01', planMonth: ms('2026-04-01'), planner: 'u-chengang',
        [T]: [{ workItem: '钻孔灌注桩', unit: 'm', quantity: 1200 }, { workItem: '承台混凝土', unit: 'm3', quantity: 980 }],
        mainWork: '钱塘江特大桥拼宽段10号～14号墩桩基及承台施工。', resources: '作业人员160人，旋挖钻机4台。'
      }
    },
    {
      id: 'rec-mp-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-02-27 10:30',
      data: {
        planName: '2026年3月TJ-02合同段施工计划', sectionId: 'ct-hj-tj02', planMonth: ms('2026-03-01'), planner: 'u-zhengkai',
        ...plan([['路基拼宽填筑', 'm3', 64000, 27.8], ['锚杆框格梁', 'm3', 1350, 1420], ['现浇箱梁', 'm3', 2100, 1650]]),
        lastMonthOutput: 968.2, mainWork: 'K48～K60段路基拼宽；K60～K66段边坡防护；浦阳江大桥第3、4联现浇箱梁。'
      }
    },
    {
      id: 'rec-mp-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-02-28 09:00',
      data: {
        planName: '2026年3月TJ-03合同段施工计划', sectionId: 'ct-nj-tj03', planMonth: ms('2026-03-01'), planner: 'u-qinlei',
        ...plan([['隧道洞身开挖', 'm', 420, 18600], ['初期支护', 'm', 400, 9800], ['二次衬砌', 'm', 260, 12400]]),
        lastMonthOutput: 1236.5, mainWork: '华阳隧道进出口双向掘进，二衬台车两台同步作业。'
      }
    }
  ]
}

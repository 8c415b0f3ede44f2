// 首件工程认可 (vm-first-piece-approval): the first piece of each kind of work is inspected point by point and
// approved before the work goes on at scale; the pass rate of each check item is computed in its row.
import { DI } from '../data/data-interfaces'
import { STAKE_RULE, dictionary, formBuilder, model, ms, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

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

const row = (item: string, tolerance: string, checkPoints: number, passPoints: number) =>
  ({ item, tolerance, checkPoints, passPoints, passRate: Math.round((passPoints / checkPoints) * 1000) / 10 })

export const firstPieceApproval: SeedModelBundle = {
  model: model('vm-first-piece-approval', '首件工程认可', 'firstPieceApproval', b.form(fields), list),
  records: [
    {
      id: 'rec-fp-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-20 16:30',
      data: {
        approvalNo: 'SJRK202602200001', pieceName: '钱塘江特大桥拼宽段首根钻孔灌注桩', sectionId: 'ct-hj-tj01', wbsItem: 'wbs-hj01-ql1',
        engineeringPart: ['dd-engineeringPart-bridge', 'dd-engineeringPart-foundation'], stake: 'K12+742', startDate: ms('2026-02-12'), endDate: ms('2026-02-14'),
        siteManager: 'u-chengang',
        tableFieldInspection: [row('混凝土强度(MPa)', '在合格标准内', 3, 3), row('桩位(mm)', '≤50', 4, 4), row('孔深(m)', '不小于设计', 1, 1), row('孔径(mm)', '不小于设计', 6, 5), row('钻孔倾斜度(%)', '≤1', 2, 2)],
        conclusion: 'approved', craftRating: 4, summary: '成孔质量、钢筋笼制作安装及水下混凝土灌注工艺满足规范要求，同意按本工艺全面展开施工。', report: []
      }
    },
    {
      id: 'rec-fp-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'zhengkai', at: '2026-03-02 11:10',
      data: {
        approvalNo: 'SJRK202603020001', pieceName: '边坡锚杆框格梁首件', sectionId: 'ct-hj-tj02', wbsItem: 'wbs-hj02-fh1',
        engineeringPart: ['dd-engineeringPart-subgrade', 'dd-engineeringPart-protection'], stake: 'K60+120～K60+260', startDate: ms('2026-02-22'), endDate: ms('2026-02-28'),
        siteManager: 'u-jiangtao',
        tableFieldInspection: [row('锚杆孔深(mm)', '±50', 20, 18), row('锚杆间距(mm)', '±100', 20, 19), row('框格梁断面尺寸(mm)', '±10', 12, 11)],
        conclusion: 'conditional', craftRating: 3, summary: '锚杆注浆饱满度需加强过程控制，整改后认可。', report: []
      }
    },
    {
      id: 'rec-fp-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-02-25 15:00',
      data: {
        approvalNo: 'SJRK202602250001', pieceName: '华阳隧道Ⅳ级围岩初期支护首件', sectionId: 'ct-nj-tj03', wbsItem: 'wbs-nj03-sd2',
        engineeringPart: ['dd-engineeringPart-tunnel', 'dd-engineeringPart-primarySupport'], stake: 'K58+320～K58+350', startDate: ms('2026-02-16'), endDate: ms('2026-02-21'),
        siteManager: 'u-qinlei',
        tableFieldInspection: [row('喷射混凝土厚度(mm)', '不小于设计', 30, 29), row('钢架间距(mm)', '±50', 10, 10), row('锚杆数量(根)', '不少于设计', 1, 1)],
        conclusion: 'approved', craftRating: 5, summary: '初期支护工艺成熟，各项指标满足设计及规范要求。', report: []
      }
    }
  ]
}

// 专项排查 (vm-special-inspection): a hazard inspection whose checklist is picked from the problem library (隐患问题库,
// modules/pitfalls): the inspector chooses, before or on site, the library problems to look for (检查类别 → 检查项 →
// 问题, for a 临时用电专项排查 or a 高处作业专项排查, say); each chosen problem becomes a row carrying the library's
// wording, level, category, clause and measures and the days the library allows to rectify it. On site each row is
// marked 存在 / 不存在, with photos and a note; finishing the inspection (../special-inspection-states.ts) registers
// every 存在 row as a hidden danger in the hazard register for the person responsible named here, due the rectify
// days after the inspection, and writes the hazard's number back on the row (modules/safety/special-inspection-hooks.ts).
// It differs from 隐患排查 (safety-check.ts, a general site checklist marked 合格 / 不合格) by what it checks: the
// standard problems of the chosen items, each with its own level and deadline.
import { dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from './hazard-rectify'

export const SPECIAL_INSPECTION_MODEL_ID = 'vm-special-inspection'
export const SPECIAL_ITEMS = 'inspectItems'

const b = formBuilder(1300)
const f = b.field
const rows = b.table('检查内容', SPECIAL_ITEMS, 'visualdev_record_special_inspection_item', [
  f('input', '问题库条目', 'problemId', { required: true, noShow: true }, { readonly: true }),
  f('input', '检查类别', 'categoryName', {}, { readonly: true, maxlength: 50 }),
  f('input', '检查项', 'itemName', {}, { readonly: true, maxlength: 50 }),
  f('textarea', '排查问题', 'problem', { required: true }, { readonly: true, maxlength: 300 }),
  f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { required: true, trigger: 'change' }), { props: { label: 'fullName', value: 'id' } }),
  f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { required: true, trigger: 'change' }), { props: { label: 'fullName', value: 'id' } }),
  f('input', '依据条款', 'basis', {}, { readonly: true, maxlength: 200 }),
  f('textarea', '整改措施', 'measures', {}, { readonly: true, maxlength: 500 }),
  f('inputNumber', '整改时限', 'rectifyDays', {}, { min: 1, max: 90, step: 1, precision: 0, addonAfter: '天' }),
  f('radio', '排查结果', 'result', { dataType: 'static', trigger: 'change' }, staticOptions([['exist', '存在'], ['absent', '不存在']], { direction: 'horizontal' })),
  f('uploadImg', '现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 3 }),
  f('textarea', '情况说明', 'note', {}, { maxlength: 300, autoSize: { minRows: 2, maxRows: 4 } }),
  f('input', '隐患编号', 'hazardNo', {}, { readonly: true, placeholder: '完成排查后生成' }),
  f('input', '隐患记录', 'hazardId', { noShow: true }, { readonly: true })
])

const fields = [
  b.row([
    f('billRule', '排查编号', 'inspectNo', { rule: 'specialInspectionNo', ruleName: '专项排查编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '排查日期', 'inspectDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '排查名称', 'inspectTitle', { required: true }, { maxlength: 80, clearable: true, placeholder: '如 K12+300钢筋加工场临时用电专项排查' }),
  b.row([
    f('input', '桩号', 'chainage', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K12+300' }),
    f('input', '排查部位', 'location', { required: true, span: 12 }, { maxlength: 100, placeholder: '结构物、作业点或场站' })
  ]),
  f('userSelect', '排查人员', 'inspectors', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all' }),
  rows,
  f('input', '责任单位', 'responsibleUnit', {}, { maxlength: 100 }),
  f('userSelect', '整改责任人', 'responsible', { trigger: 'change' }, { multiple: false, selectType: 'all', placeholder: '排查出隐患时必填' }),
  f('textarea', '排查结论', 'conclusion', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['inspectNo', 'inspectTitle', ['inspectDate', { sortable: true }], 'chainage', 'location', 'inspectors'],
  search: [['inspectTitle', 2, true], ['inspectNo', 2, true], ['location', 2, true], ['inspectDate', 3]],
  sort: [['inspectDate', 'desc']]
})

export const specialInspectionModel: CatalogModel = model(SPECIAL_INSPECTION_MODEL_ID, '专项排查', 'specialInspection', b.form(fields), list)

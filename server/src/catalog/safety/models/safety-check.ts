// 安全检查 (vm-safety-check): a safety inspection by checklist (隐患排查, the 排查 of 排查 → 登记 → 整改 → 复查 → 销号).
// The inspector goes through the checklist on site, marks each item 合格 / 不合格 / 不涉及 and describes what fails;
// finishing the inspection (../check-states.ts) registers every failed item as a hidden danger in the hazard
// register (vm-hazard-rectify) for the person responsible named here, by the deadline named here, and writes the
// hazard's number back on the item (modules/safety/inspection-hooks.ts). The checklist a new inspection starts with
// is the general site checklist of 《公路水运工程施工安全标准化指南》 and JGJ 59 as highway sites apply them; items
// may be added or removed per inspection.
import { dictionary, formBuilder, model, staticOptions, type CatalogModel, type Json } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from './hazard-rectify'

export const SAFETY_CHECK_MODEL_ID = 'vm-safety-check'
export const CHECK_ITEMS = 'checkItems'

/** [item, standard, hazard category (dt-hazardCategory number)] */
const GENERAL_CHECKLIST: [string, string, number][] = [
  ['临边与洞口防护', '临边、洞口设1.2m防护栏杆和挡脚板，满挂密目安全网', 1],
  ['高处作业', '作业人员系挂安全带，作业平台铺板满铺、固定牢靠', 1],
  ['临时用电', '三级配电两级保护，一机一闸一漏，PE线可靠连接，电缆架空或穿管', 13],
  ['起重吊装', '起重设备有检验合格证，司机、司索持证，吊装区设警戒', 4],
  ['机械设备', '安全防护装置齐全有效，操作人员持证上岗', 3],
  ['基坑与边坡', '按方案放坡或支护，坑边堆载符合规定，监测正常', 6],
  ['模板与支架', '支架经验收合格后使用，立杆垫板、剪刀撑齐全', 6],
  ['消防与动火', '灭火器配置到位、在有效期内，动火作业持许可证', 7],
  ['涉路施工', '作业区警示标志、锥桶、夜间警示灯按规程设置', 9],
  ['个人防护', '进场人员正确佩戴安全帽，穿反光背心', 15],
  ['文明施工', '材料堆放整齐，通道畅通，场地无积水', 14]
]

const b = formBuilder(1100)
const f = b.field
const checklist = b.table('检查项目', CHECK_ITEMS, 'visualdev_record_safety_check_item', [
  f('input', '检查项目', 'itemName', { required: true }, { maxlength: 50 }),
  f('input', '检查标准', 'standard', {}, { maxlength: 200 }),
  f('radio', '检查结果', 'result', { required: true, dataType: 'static', trigger: 'change', defaultValue: 'pass' }, staticOptions([
    ['pass', '合格'], ['fail', '不合格'], ['na', '不涉及']
  ], { direction: 'horizontal' })),
  f('textarea', '问题描述', 'problem', {}, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 } }),
  f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' } }),
  f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { trigger: 'change', defaultValue: 'dd-hazardLevel-general' }), { props: { label: 'fullName', value: 'id' } }),
  f('input', '隐患编号', 'hazardNo', {}, { readonly: true, placeholder: '完成检查后生成' }),
  f('input', '隐患记录', 'hazardId', { noShow: true }, { readonly: true })
])
// a new inspection starts with the general checklist, every item 合格 until the inspector marks it otherwise
const items: Json = { ...checklist, __config__: { ...(checklist.__config__ as Json), defaultValue: GENERAL_CHECKLIST.map(([itemName, standard, cat]) => ({
  itemName, standard, result: 'pass', problem: '', hazardCategory: `dd-hazardCategory-${cat}`, hazardLevel: 'dd-hazardLevel-general', hazardNo: '', hazardId: ''
})) } }

const fields = [
  b.row([
    f('billRule', '检查编号', 'checkNo', { rule: 'safetyInspectionNo', ruleName: '安全检查编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '检查日期', 'checkDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '检查名称', 'checkTitle', { required: true }, { maxlength: 80, clearable: true, placeholder: '如 TJ-01标3月第2周安全检查' }),
  f('select', '检查类型', 'checkType', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['daily', '日常巡查'], ['special', '专项检查'], ['comprehensive', '综合检查'], ['seasonal', '季节性检查'], ['holiday', '节假日检查']
  ])),
  b.row([
    f('input', '桩号', 'chainage', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K12+300' }),
    f('input', '检查部位', 'location', { required: true, span: 12 }, { maxlength: 100, placeholder: '结构物或作业点' })
  ]),
  f('userSelect', '检查人员', 'inspectors', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all' }),
  items,
  f('input', '责任单位', 'responsibleUnit', {}, { maxlength: 100 }),
  b.row([
    f('userSelect', '整改责任人', 'responsible', { trigger: 'change', span: 12 }, { multiple: false, selectType: 'all', placeholder: '有不合格项时必填' }),
    f('datePicker', '整改期限', 'deadline', { trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', placeholder: '有不合格项时必填' })
  ]),
  f('textarea', '检查结论', 'conclusion', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
  f('uploadImg', '检查照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['checkNo', 'checkTitle', 'checkType', ['checkDate', { sortable: true }], 'chainage', 'location', 'inspectors'],
  search: [['checkTitle', 2, true], ['checkNo', 2, true], ['location', 2, true], ['checkType', 1], ['checkDate', 3]],
  sort: [['checkDate', 'desc']]
})

export const safetyCheckModel: CatalogModel = model(SAFETY_CHECK_MODEL_ID, '安全检查', 'safetyCheck', b.form(fields), list)

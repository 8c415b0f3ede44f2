// 应急管理: the project's emergency preparedness as four registers (GB/T 29639 生产经营单位生产安全事故应急预案编制导则,
// 应急预案管理办法): 应急预案 (vm-emergency-plan: the comprehensive plan, the special plans and the on-site disposal
// plans with their approval and validity), 应急演练 (vm-emergency-drill: table-top and live drills of a plan with
// their evaluation and the improvements found), 应急通讯录 (vm-emergency-contact: the leading group, the rescue team
// and the outside units to call) and 应急物资 (vm-emergency-material: the stock kept for an emergency, where it lies,
// who keeps it and when it is checked next; reminded before the check is due, ../reminders.ts).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const creator = (b: ReturnType<typeof formBuilder>) => [
  b.field('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  b.field('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

export const EMERGENCY_HAZARDS: [string, string][] = [
  ['flood', '防汛防台'], ['collapse', '坍塌'], ['height', '高处坠落'], ['fire', '火灾'], ['lifting', '起重伤害'],
  ['traffic', '交通事故'], ['gas', '有毒有害气体'], ['electric', '触电'], ['drowning', '淹溺'], ['blast', '爆破'], ['other', '其他']
]

// ---- 应急预案 ----
const pb = formBuilder(1700)
const plan = [
  pb.field('input', '预案名称', 'planName', { required: true }, { maxlength: 80, clearable: true, placeholder: '如：防汛防台专项应急预案' }),
  pb.row([
    pb.field('select', '预案级别', 'planLevel', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions([
      ['comprehensive', '综合应急预案'], ['special', '专项应急预案'], ['onsite', '现场处置方案']
    ])),
    pb.field('select', '事故类型', 'hazardType', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions(EMERGENCY_HAZARDS, { clearable: true }))
  ]),
  pb.row([
    pb.field('input', '版本号', 'version', { required: true, span: 12 }, { maxlength: 20, placeholder: '如：V2.0' }),
    pb.field('input', '编制人', 'author', { span: 12 }, { maxlength: 20 })
  ]),
  pb.row([
    pb.field('input', '批准人', 'approvedBy', { required: true, span: 12 }, { maxlength: 20 }),
    pb.field('datePicker', '批准日期', 'approvedAt', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  pb.field('datePicker', '有效期至', 'validUntil', { required: true, trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  pb.field('textarea', '适用范围及内容摘要', 'summary', { required: true }, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 8 } }),
  pb.field('uploadFile', '预案文件', 'files', {}, { accept: '.pdf,.doc,.docx', fileSize: 20, sizeUnit: 'MB', buttonText: '点击上传', limit: 3 }),
  ...creator(pb)
]
export const emergencyPlanModel: CatalogModel = model('vm-emergency-plan', '应急预案', 'emergencyPlan', pb.form(plan), listConfig(plan, {
  columns: ['planName', 'planLevel', 'hazardType', 'version', ['approvedAt', { sortable: true }], ['validUntil', { sortable: true }]],
  search: [['planName', 2, true], ['planLevel', 1], ['hazardType', 1]],
  sort: [['approvedAt', 'desc']],
  permissions: true
}))

// ---- 应急演练 ----
const drb = formBuilder(1800)
const drill = [
  drb.field('input', '演练名称', 'drillName', { required: true }, { maxlength: 80, clearable: true, placeholder: '如：2026年防汛应急实战演练' }),
  drb.field('input', '演练预案', 'planName', { required: true }, { maxlength: 80, placeholder: '所演练的应急预案名称' }),
  drb.field('select', '演练形式', 'drillType', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['tabletop', '桌面演练'], ['live', '实战演练']
  ])),
  drb.row([
    drb.field('datePicker', '开始时间', 'startTime', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd HH:mm' }),
    drb.field('datePicker', '结束时间', 'endTime', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd HH:mm' })
  ]),
  drb.field('input', '演练地点', 'place', { required: true }, { maxlength: 100, placeholder: '桩号或场站，如：K12+300 钱塘江特大桥' }),
  drb.row([
    drb.field('input', '组织人', 'organiser', { required: true, span: 12 }, { maxlength: 20 }),
    drb.field('inputNumber', '参演人数', 'participants', { required: true, span: 12 }, { min: 1, max: 1000, step: 1, precision: 0, addonAfter: '人' })
  ]),
  drb.field('textarea', '演练情景', 'scenario', { required: true }, { maxlength: 1000, autoSize: { minRows: 3, maxRows: 6 } }),
  drb.field('textarea', '演练评估', 'evaluation', {}, { maxlength: 1000, autoSize: { minRows: 3, maxRows: 6 } }),
  drb.field('textarea', '发现问题', 'problems', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 6 } }),
  drb.field('textarea', '改进措施', 'improvements', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 6 } }),
  drb.field('uploadImg', '演练照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  ...creator(drb)
]
export const emergencyDrillModel: CatalogModel = model('vm-emergency-drill', '应急演练', 'emergencyDrill', drb.form(drill), listConfig(drill, {
  columns: ['drillName', 'drillType', ['startTime', { sortable: true }], 'place', 'organiser', 'participants'],
  search: [['drillName', 2, true], ['planName', 2, true], ['drillType', 1], ['startTime', 3]],
  sort: [['startTime', 'desc']],
  permissions: true
}))

// ---- 应急通讯录 ----
const cb = formBuilder(1900)
const contact = [
  cb.field('select', '分组', 'contactGroup', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['leader', '应急领导小组'], ['rescue', '应急救援队'], ['external', '外部单位']
  ])),
  cb.field('input', '姓名/单位', 'contactName', { required: true }, { maxlength: 40, clearable: true }),
  cb.field('input', '职务/职责', 'duty', { required: true }, { maxlength: 60, placeholder: '如：组长，全面指挥' }),
  cb.row([
    cb.field('input', '手机', 'mobile', { span: 12 }, { maxlength: 11, placeholder: '11位手机号' }),
    cb.field('input', '固定电话', 'landline', { span: 12 }, { maxlength: 20, placeholder: '如：0571-86021234 或 120' })
  ]),
  cb.field('switch', '24小时值守', 'onDuty24h', { defaultValue: 0 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  cb.field('inputNumber', '排序号', 'sortNo', { defaultValue: 10 }, { min: 0, max: 999, step: 1, precision: 0, placeholder: '小的在前：组长、副组长、救援队、外部单位' }),
  cb.field('input', '备注', 'remark', {}, { maxlength: 200 }),
  ...creator(cb)
]
export const emergencyContactModel: CatalogModel = model('vm-emergency-contact', '应急通讯录', 'emergencyContact', cb.form(contact), listConfig(contact, {
  columns: ['contactGroup', 'contactName', 'duty', 'mobile', 'landline', 'onDuty24h'],
  search: [['contactName', 2, true], ['duty', 2, true], ['contactGroup', 1]],
  sort: [['sortNo', 'asc']],
  permissions: true
}))

// ---- 应急物资 ----
const mb = formBuilder(2000)
const material = [
  mb.field('input', '物资名称', 'materialName', { required: true }, { maxlength: 40, clearable: true, placeholder: '如：救生衣' }),
  mb.row([
    mb.field('select', '物资类别', 'category', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions([
      ['flood', '防汛物资'], ['rescue', '救援器材'], ['medical', '医疗急救'], ['fire', '消防器材'], ['power', '电力照明'], ['protect', '个体防护']
    ])),
    mb.field('input', '规格型号', 'spec', { span: 12 }, { maxlength: 40 })
  ]),
  mb.row([
    mb.field('inputNumber', '数量', 'quantity', { required: true, span: 12 }, { min: 0, max: 1000000, step: 1, precision: 0 }),
    mb.field('input', '单位', 'unit', { required: true, span: 12 }, { maxlength: 10, placeholder: '件、条、台' })
  ]),
  mb.field('input', '存放位置', 'location', { required: true }, { maxlength: 100, placeholder: '桩号或场站，如：K12+300 项目部应急仓库' }),
  mb.field('userSelect', '保管人', 'keeper', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  mb.row([
    mb.field('datePicker', '上次检查日期', 'lastCheck', { trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    mb.field('datePicker', '下次检查日期', 'nextCheck', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  mb.field('select', '状态', 'status', { required: true, dataType: 'static', trigger: 'change', defaultValue: 'ready' }, staticOptions([
    ['ready', '完好'], ['repair', '待维修'], ['scrapped', '已报废']
  ])),
  mb.field('textarea', '备注', 'remark', {}, { maxlength: 300, autoSize: { minRows: 2, maxRows: 4 } }),
  ...creator(mb)
]
export const emergencyMaterialModel: CatalogModel = model('vm-emergency-material', '应急物资', 'emergencyMaterial', mb.form(material), listConfig(material, {
  columns: ['materialName', 'category', 'quantity', 'unit', 'location', ['nextCheck', { sortable: true }], 'status'],
  search: [['materialName', 2, true], ['category', 1], ['status', 1], ['nextCheck', 3]],
  sort: [['nextCheck', 'asc']],
  permissions: true
}))

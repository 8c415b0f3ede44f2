// 施工方案 (vm-construction-plan): the section's construction schemes, approved through 施工方案审批
// (../flows/construction-plan.ts) before the work they cover starts. A 危大工程专项方案 (《危险性较大的分部分项工程安全
// 管理规定》, 住建部令第37号) is drawn up by the contractor, checked by its chief engineer and approved by the chief
// supervisor; one for a 超过一定规模的危大工程 must first pass an expert review (专家论证), as modules/engineering/hooks.ts
// enforces. The scheme itself is the attached PDF. A scheme in approval or approved belongs to its flow: it is neither
// edited nor deleted (visualdev/flow-lock.ts).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from '../../safety/models/hazard-rectify'

export const CONSTRUCTION_PLAN_MODEL_ID = 'vm-construction-plan'

export const PLAN_CATEGORIES: [string, string][] = [
  ['dangerous', '危大工程专项方案'], ['overScale', '超过一定规模的危大工程专项方案'], ['general', '一般施工方案']
]

const b = formBuilder(2100)
const f = b.field
const fields = [
  b.row([
    f('input', '方案编号', 'planNo', { required: true, span: 12 }, { maxlength: 30, placeholder: '如 TJ01-FA-2026-012' }),
    f('select', '方案类别', 'category', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions(PLAN_CATEGORIES))
  ]),
  f('input', '方案名称', 'planName', { required: true }, { maxlength: 100, placeholder: '如 钱塘江特大桥主墩深基坑开挖及支护专项施工方案' }),
  f('select', '分部分项工程', 'workType', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['foundationPit', '基坑工程'], ['formwork', '模板工程及支撑体系'], ['lifting', '起重吊装及安装拆卸工程'], ['scaffold', '脚手架工程'],
    ['demolition', '拆除工程'], ['tunnel', '隧道工程'], ['bridge', '桥梁工程'], ['subgrade', '路基工程'], ['pavement', '路面工程'], ['other', '其他']
  ])),
  f('switch', '是否需专家论证', 'expertReview', { defaultValue: 0 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  b.row([
    f('input', '适用部位', 'location', { required: true, span: 12 }, { maxlength: 100, placeholder: '如 钱塘江特大桥5～8号墩承台' }),
    f('input', '起讫桩号', 'chainage', { span: 12, regList: [CHAINAGE_RULE] }, { maxlength: 20, placeholder: '如 K12+300' })
  ]),
  b.row([
    f('input', '编制人', 'compiler', { required: true, span: 12 }, { maxlength: 20 }),
    f('datePicker', '编制日期', 'compileDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', type: 'date' })
  ]),
  f('textarea', '方案概述', 'summary', {}, { maxlength: 1000, autoSize: { minRows: 3, maxRows: 6 }, placeholder: '工程概况、主要施工方法、安全保证措施' }),
  f('uploadFile', '方案文本(PDF)', 'attachments', { required: true }, { accept: '.pdf', fileSize: 50, sizeUnit: 'MB', buttonText: '上传PDF', limit: 5 }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['planName', 'planNo', 'category', 'location', 'compiler', ['compileDate', { sortable: true }]],
  search: [['planName', 2, true], ['planNo', 2, true], ['category', 1], ['compileDate', 3]],
  sort: [['compileDate', 'desc']]
})

export const constructionPlanModel: CatalogModel = model(CONSTRUCTION_PLAN_MODEL_ID, '施工方案', 'constructionScheme', b.form(fields), list)

// 动火作业许可 (vm-hot-work): one permit per hot work job on a highway site (welding on a bridge deck, cutting steel
// formwork, torching waterproofing), as GB 30871-2022 《危险化学品企业特殊作业安全规范》 grades it and the highway
// sites apply it: 特级 and 一级 动火 permits are valid at most 8 hours, 二级 at most 72 hours (modules/safety/
// hot-work-hooks.ts). The permit names the place, the window, the grade and method, the welder and his 特种作业操作证,
// the fire watcher (监火人) and the measures; it is approved through the 动火作业审批 flow (../flows/hot-work.ts); the
// gas test is taken on the spot shortly before the work starts (开始作业), and the place is checked after the work
// (完工验收) with a photo (the states: ../hot-work-states.ts). A permit past its window shows as expired.
import { formBuilder, model, rule, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from './hazard-rectify'

export const HOT_WORK_MODEL_ID = 'vm-hot-work'
const TIME = { format: 'yyyy-MM-dd HH:mm', type: 'datetime' }

const b = formBuilder(1300)
const f = b.field
const fields = [
  b.row([
    f('billRule', '许可证号', 'permitNo', { rule: 'hotWorkPermitNo', ruleName: '动火作业许可证号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('select', '动火等级', 'grade', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions([
      ['special', '特级动火'], ['first', '一级动火'], ['second', '二级动火']
    ]))
  ]),
  b.row([
    f('input', '桩号', 'chainage', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K12+300' }),
    f('input', '动火部位', 'workPlace', { required: true, span: 12 }, { maxlength: 100, placeholder: '如 钱塘江特大桥5号墩钢护筒' })
  ]),
  f('textarea', '作业内容', 'content', { required: true }, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 } }),
  f('select', '动火方式', 'method', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['weld', '电焊'], ['gasCut', '气割'], ['gasWeld', '气焊'], ['melt', '热熔'], ['torch', '喷灯烘烤'], ['grind', '砂轮切割']
  ])),
  b.row([
    f('datePicker', '开始时间', 'startTime', { required: true, trigger: 'change', span: 12 }, TIME),
    f('datePicker', '结束时间', 'endTime', { required: true, trigger: 'change', span: 12 }, TIME)
  ]),
  b.row([
    f('input', '动火人', 'operator', { required: true, span: 12 }, { maxlength: 20 }),
    f('input', '特种作业操作证号', 'operatorCert', { required: true, span: 12, regList: [rule(/^[0-9A-Z]{6,20}$/, '操作证号应为6～20位数字或大写字母')] }, { maxlength: 20 })
  ]),
  f('userSelect', '监火人', 'watcher', { required: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('checkbox', '安全措施', 'measures', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['clear', '清除动火点周围可燃物'], ['extinguisher', '配置灭火器不少于2具'], ['blanket', '设置接火盆或防火毯'], ['isolate', '下方及周边隔离警戒'],
    ['bottles', '氧气乙炔瓶间距不小于5m、距明火不小于10m'], ['watcher', '监火人全程在场']
  ], { direction: 'horizontal' })),
  b.row([
    f('input', '气体检测结果', 'gasResult', { span: 12 }, { maxlength: 60, placeholder: '如 可燃气体0%LEL，O₂ 20.9%' }),
    f('datePicker', '检测时间', 'gasTime', { trigger: 'change', span: 12 }, TIME)
  ]),
  f('uploadImg', '作业前现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('textarea', '完工检查情况', 'closeCheck', {}, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 }, placeholder: '火种熄灭、无遗留火源、现场清理' }),
  f('uploadImg', '完工现场照片', 'closePhotos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('createUser', '申请人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '申请时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['permitNo', 'workPlace', 'grade', 'method', ['startTime', { sortable: true }], 'endTime', 'watcher'],
  search: [['workPlace', 2, true], ['permitNo', 2, true], ['grade', 1], ['startTime', 3]],
  sort: [['startTime', 'desc']]
})

export const hotWorkModel: CatalogModel = model(HOT_WORK_MODEL_ID, '动火作业许可', 'hotWork', b.form(fields), list)

// 现场巡检 (vm-site-inspection): the daily site patrol of a safety officer or a supervising engineer along a stretch of
// the works (《公路水运工程施工安全标准化指南》 日常巡查; 监理巡视). One patrol: its date, the weather, the stretch of
// line walked (K12+300–K15+800) and the area named on site, who patrolled and from when to when, and its stops
// (巡检点): at each the place (chainage on the line and the GPS fix), the stamped photos, what was seen and the
// result, 正常 or 发现问题. A stop with a problem names its category, level, the person responsible and the deadline,
// and is registered as a hidden danger in the hazard register (vm-hazard-rectify) with one tap; the hazard's number
// and record go back on the stop (modules/safety/site-inspection.ts). 完成巡检 (../site-inspection-states.ts) ends it,
// registering any problem still unregistered.
import { dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from './hazard-rectify'

export const SITE_INSPECTION_MODEL_ID = 'vm-site-inspection'
export const PATROL_STOPS = 'patrolStops'

const b = formBuilder(1300)
const f = b.field
const stops = b.table('巡检点', PATROL_STOPS, 'visualdev_record_site_inspection_stop', [
  f('input', '巡检部位', 'place', { required: true }, { maxlength: 100, placeholder: '结构物或作业点，如 3号桥5号墩' }),
  f('input', '桩号', 'chainage', { regList: [CHAINAGE_RULE] }, { maxlength: 20, placeholder: '如 K12+300' }),
  f('input', '定位坐标', 'position', {}, { maxlength: 60, readonly: true, placeholder: '经度,纬度（GCJ-02）' }),
  f('timePicker', '到达时间', 'arrivedAt', {}, { format: 'HH:mm' }),
  f('textarea', '巡检情况', 'observation', { required: true }, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 } }),
  f('radio', '巡检结果', 'result', { required: true, dataType: 'static', trigger: 'change', defaultValue: 'normal' }, staticOptions([
    ['normal', '正常'], ['problem', '发现问题']
  ], { direction: 'horizontal' })),
  f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' } }),
  f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { trigger: 'change', defaultValue: 'dd-hazardLevel-general' }), { props: { label: 'fullName', value: 'id' } }),
  f('textarea', '整改要求', 'requirement', {}, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 }, placeholder: '不填时为“立即按规范要求整改到位”' }),
  f('userSelect', '整改责任人', 'responsible', { trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('datePicker', '整改期限', 'deadline', { trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  f('uploadImg', '现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('input', '隐患编号', 'hazardNo', {}, { readonly: true, placeholder: '登记隐患后生成' }),
  f('input', '隐患记录', 'hazardId', { noShow: true }, { readonly: true })
])

const fields = [
  b.row([
    f('billRule', '巡检编号', 'patrolNo', { rule: 'siteInspectionNo', ruleName: '现场巡检编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '巡检日期', 'patrolDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '巡检区域', 'patrolArea', { required: true }, { maxlength: 80, clearable: true, placeholder: '如 钱塘江特大桥至2号隧道进口' }),
  b.row([
    f('input', '起点桩号', 'chainageFrom', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K12+300' }),
    f('input', '终点桩号', 'chainageTo', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K15+800' })
  ]),
  f('select', '天气', 'weather', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['sunny', '晴'], ['cloudy', '多云'], ['overcast', '阴'], ['lightRain', '小雨'], ['rain', '中到大雨'], ['snow', '雪'], ['fog', '雾'], ['wind', '大风']
  ])),
  f('userSelect', '巡检人员', 'members', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all' }),
  b.row([
    f('timePicker', '开始时间', 'startTime', { defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'HH:mm' }),
    f('timePicker', '结束时间', 'endTime', { trigger: 'change', span: 12 }, { format: 'HH:mm', placeholder: '完成巡检时填写' })
  ]),
  stops,
  f('textarea', '巡检小结', 'summary', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['patrolNo', 'patrolArea', ['patrolDate', { sortable: true }], 'chainageFrom', 'chainageTo', 'weather', 'members'],
  search: [['patrolArea', 2, true], ['patrolNo', 2, true], ['weather', 1], ['patrolDate', 3]],
  sort: [['patrolDate', 'desc']]
})

export const siteInspectionModel: CatalogModel = model(SITE_INSPECTION_MODEL_ID, '现场巡检', 'siteInspection', b.form(fields), list)

// 监理日志 (vm-supervision-log): the day's log of one supervising engineer (《公路工程施工监理规范》 JTG G10): the
// weather, the works in progress on each section, what was inspected and accepted, the problems found and the
// instructions given, the people and machines on site, with photos. One log per engineer per day
// (modules/engineering/hooks.ts); it is signed off by the chief supervisor through 监理日志签认 (../flows/supervision-log.ts).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const SUPERVISION_LOG_MODEL_ID = 'vm-supervision-log'

export const WEATHER: [string, string][] = [
  ['sunny', '晴'], ['cloudy', '多云'], ['overcast', '阴'], ['lightRain', '小雨'], ['rain', '中雨'], ['heavyRain', '大雨'], ['snow', '雪'], ['fog', '雾']
]

const b = formBuilder(2200)
const f = b.field
const text = (label: string, vModel: string, required: boolean, placeholder: string) =>
  f('textarea', label, vModel, { required }, { maxlength: 2000, autoSize: { minRows: 3, maxRows: 8 }, placeholder })
const fields = [
  b.row([
    f('datePicker', '日志日期', 'logDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', type: 'date' }),
    f('select', '天气', 'weather', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions(WEATHER))
  ]),
  b.row([
    f('inputNumber', '最低气温(°C)', 'minTemp', { required: true, span: 12 }, { min: -40, max: 50, precision: 0, placeholder: '数字' }),
    f('inputNumber', '最高气温(°C)', 'maxTemp', { required: true, span: 12 }, { min: -40, max: 50, precision: 0, placeholder: '数字' })
  ]),
  b.table('各合同段施工情况', 'works', 'visualdev_record_supervision_log_work', [
    f('input', '合同段', 'section', { required: true }, { maxlength: 20, placeholder: '如 TJ-01' }),
    f('input', '施工部位/桩号', 'part', { required: true }, { maxlength: 60 }),
    f('input', '施工内容', 'content', { required: true }, { maxlength: 200 }),
    f('inputNumber', '作业人数', 'workers', {}, { min: 0, max: 2000, precision: 0 })
  ]),
  text('巡视检查及验收情况', 'inspections', true, '巡视、旁站、抽检及工序验收情况'),
  text('发现的问题', 'problems', false, '质量、安全、进度方面发现的问题'),
  text('监理指令及处理情况', 'instructions', false, '口头或书面指令、监理通知单及整改落实情况'),
  text('现场人员及设备情况', 'resources', false, '施工单位主要管理人员到岗、主要机械设备进出场'),
  f('uploadImg', '现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  f('createUser', '记录人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填写时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: [['logDate', { sortable: true }], 'weather', 'minTemp', 'maxTemp', 'creatorUser'],
  search: [['inspections', 2, true], ['problems', 2, true], ['weather', 1], ['logDate', 3]],
  sort: [['logDate', 'desc']]
})

export const supervisionLogModel: CatalogModel = model(SUPERVISION_LOG_MODEL_ID, '监理日志', 'supervisionDiary', b.form(fields), list)

// 安全早班会 (vm-safety-morning): the crew's pre-shift safety talk (班前安全讲话), held every working day at the work
// point before work starts: the day's work and its hazards, the precautions, who attended (each signs in a row of
// the sign-in table) and photos of the meeting on site.
import { dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(1500)
const f = b.field
/** the sign-in rows: the demo records fill them under this key */
export const MORNING_ATTENDEES = 'tableFieldAttendees'

const fields = [
  b.row([
    f('datePicker', '会议日期', 'meetingDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('select', '天气', 'weather', dictionary('dt-weather', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } })
  ]),
  f('input', '作业班组', 'crew', { required: true }, { maxlength: 40, clearable: true, placeholder: '如：桥梁一队钢筋班' }),
  f('input', '作业部位', 'workPlace', { required: true }, { maxlength: 100, clearable: true, placeholder: '桩号或结构物，如：K12+300 左幅 3# 墩' }),
  f('textarea', '当日作业内容', 'todayWork', { required: true }, { maxlength: 500, autoSize: { minRows: 3, maxRows: 6 } }),
  f('checkbox', '主要危险源', 'hazards', { dataType: 'static', trigger: 'change' }, staticOptions([
    ['height', '高处坠落'], ['lifting', '起重伤害'], ['electric', '触电'], ['machine', '机械伤害'], ['collapse', '坍塌'],
    ['traffic', '车辆伤害'], ['fire', '火灾'], ['object', '物体打击'], ['drowning', '淹溺'], ['blast', '爆破']
  ], { direction: 'horizontal' })),
  f('textarea', '安全注意事项', 'precautions', { required: true }, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 4, maxRows: 8 } }),
  f('switch', '劳保用品已检查', 'ppeChecked', { defaultValue: 0 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  f('userSelect', '主持人', 'host', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  b.table('参会人员签到', MORNING_ATTENDEES, 'visualdev_record_safety_morning_attendee', [
    f('input', '姓名', 'name', { required: true }, { maxlength: 20 }),
    f('select', '工种', 'workType', dictionary('dt-workType', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' } }),
    f('sign', '签名', 'signature', {}, {})
  ]),
  f('inputNumber', '参会人数', 'attendeeCount', { required: true }, { min: 1, max: 300, step: 1, precision: 0, addonAfter: '人', placeholder: '数字文本' }),
  f('uploadImg', '现场照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: [['meetingDate', { sortable: true }], 'crew', 'workPlace', 'host', ['attendeeCount', { sortable: true }], 'weather'],
  search: [['crew', 2, true], ['workPlace', 2, true], ['precautions', 2, true], ['meetingDate', 3]],
  sort: [['meetingDate', 'desc']]
})

export const safetyMorningModel: CatalogModel = model('vm-safety-morning', '安全早班会', 'safetyMorning', b.form(fields), list)

// 监理巡视 (vm-supervision-tour): a supervising engineer's inspection tour of a key work, chosen from the section's
// approved construction schemes (the tour checks the site against the scheme: /pages/workFlow/workFlowForm/
// supervisionTourForm/planChoose) or entered as a routine tour; what was checked, what was found, with photos, and
// the follow-up (the instruction given, the date it is to be done by, and whether it was done).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { CHAINAGE_RULE } from '../../safety/models/hazard-rectify'

export const SUPERVISION_TOUR_MODEL_ID = 'vm-supervision-tour'

const b = formBuilder(2300)
const f = b.field
const fields = [
  b.row([
    f('datePicker', '巡视时间', 'tourTime', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd HH:mm', type: 'datetime' }),
    f('select', '巡视类型', 'tourType', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions([
      ['routine', '日常巡视'], ['keyWork', '重点部位巡视'], ['scheme', '专项方案实施巡视'], ['night', '夜间巡视']
    ]))
  ]),
  f('input', '依据方案', 'planName', {}, { maxlength: 100, readonly: true, placeholder: '从已批准的施工方案中选择' }),
  f('input', '方案记录', 'planId', { noShow: true }, { maxlength: 40 }),
  b.row([
    f('input', '巡视部位', 'location', { required: true, span: 12 }, { maxlength: 100, placeholder: '如 钱塘江特大桥6号墩' }),
    f('input', '桩号', 'chainage', { span: 12, regList: [CHAINAGE_RULE] }, { maxlength: 20, placeholder: '如 K12+300' })
  ]),
  f('textarea', '巡视内容', 'content', { required: true }, { maxlength: 1000, autoSize: { minRows: 3, maxRows: 6 }, placeholder: '检查的工序、方案措施落实、人员到岗、安全防护' }),
  f('radio', '巡视结论', 'result', { required: true, dataType: 'static', trigger: 'change', defaultValue: 'ok' }, staticOptions([
    ['ok', '符合要求'], ['problem', '发现问题']
  ])),
  f('textarea', '发现的问题', 'findings', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 6 } }),
  f('uploadImg', '巡视照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  f('textarea', '处理意见及要求', 'followUp', {}, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 6 }, placeholder: '口头指令、监理通知单、整改要求' }),
  b.row([
    f('datePicker', '整改期限', 'dueDate', { trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', type: 'date' }),
    f('switch', '已落实', 'closed', { defaultValue: 0, span: 12 }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 })
  ]),
  f('createUser', '巡视人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '记录时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['location', ['tourTime', { sortable: true }], 'tourType', 'result', 'planName', 'closed'],
  search: [['location', 2, true], ['content', 2, true], ['tourType', 1], ['result', 1], ['tourTime', 3]],
  sort: [['tourTime', 'desc']]
})

export const supervisionTourModel: CatalogModel = model(SUPERVISION_TOUR_MODEL_ID, '监理巡视', 'supervisionPatrol', b.form(fields), list)

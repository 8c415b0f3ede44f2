// 专项任务 (vm-special-task): a special campaign the group or the owner's project office issues to the sections
// (汛期安全专项检查, 冬季施工专项整治, 扬尘治理专项…): what is asked, of which sections, from when and by when, and who
// answers for it on the section. The section's head reports what was done with site photos at 执行反馈 and the
// issuer reviews it through 专项任务审批 (../flows/special-task.ts). The deadline is not before the start
// (modules/special-tasks/hooks.ts).
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const SPECIAL_TASK_MODEL_ID = 'vm-special-task'

export const SPECIAL_CATEGORIES: [string, string][] = [
  ['safety', '安全'], ['quality', '质量'], ['environment', '环保水保'], ['flood', '防汛度汛'], ['winter', '冬季施工'], ['other', '其他']
]

const b = formBuilder(2500)
const f = b.field
const fields = [
  f('input', '任务名称', 'taskName', { required: true }, { maxlength: 80, clearable: true, placeholder: '如 2026年汛期安全专项检查' }),
  b.row([
    f('select', '专项类别', 'category', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions(SPECIAL_CATEGORIES)),
    f('input', '涉及合同段', 'sections', { required: true, span: 12 }, { maxlength: 60, placeholder: '如 TJ-01、TJ-02' })
  ]),
  f('textarea', '任务要求', 'requirement', { required: true }, {
    maxlength: 2000, autoSize: { minRows: 4, maxRows: 10 }, placeholder: '检查范围、重点内容、整治标准及报送要求'
  }),
  b.row([
    f('datePicker', '开始日期', 'startDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', type: 'date' }),
    f('datePicker', '完成期限', 'deadline', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd', type: 'date' })
  ]),
  f('userSelect', '合同段负责人', 'executor', { required: true, trigger: 'change' }, { multiple: false, selectType: 'all', placeholder: '执行反馈的负责人' }),
  f('uploadFile', '附件', 'attachments', {}, { accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.png', fileSize: 20, sizeUnit: 'MB', buttonText: '上传附件', limit: 5 }),
  f('textarea', '完成情况', 'completion', {}, {
    maxlength: 2000, autoSize: { minRows: 4, maxRows: 10 }, placeholder: '执行反馈：检查或整治了什么、发现的问题及整改落实情况'
  }),
  f('uploadImg', '现场照片', 'sitePhotos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 9 }),
  f('createUser', '发起人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '发起时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['taskName', 'category', 'sections', ['startDate', { sortable: true }], ['deadline', { sortable: true }], 'executor'],
  search: [['taskName', 2, true], ['category', 1], ['deadline', 3]],
  sort: [['deadline', 'desc']]
})

export const specialTaskModel: CatalogModel = model(SPECIAL_TASK_MODEL_ID, '专项任务', 'specialTask', b.form(fields), list)

// 专项任务通知 (vm-special-task-notice): the notice that sends a special task out: its title and text, the sections
// and the people who must sign for it, the files and the time by which they sign. Each recipient signs receipt
// through 专项任务通知 (../flows/special-task-notice.ts), a countersign: the issuer sees who has signed and who not.
import { formBuilder, model, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const SPECIAL_NOTICE_MODEL_ID = 'vm-special-task-notice'

const b = formBuilder(2600)
const f = b.field
const fields = [
  f('input', '通知标题', 'noticeTitle', { required: true }, { maxlength: 80, clearable: true, placeholder: '如 关于开展2026年汛期安全专项检查的通知' }),
  f('textarea', '通知内容', 'noticeContent', { required: true }, { maxlength: 3000, autoSize: { minRows: 5, maxRows: 12 } }),
  f('input', '接收合同段', 'sections', { required: true }, { maxlength: 60, placeholder: '如 TJ-01、TJ-02、JL-01' }),
  f('userSelect', '接收人员', 'receivers', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all', placeholder: '签收通知的人员' }),
  f('datePicker', '要求签收时间', 'signBy', { required: true, trigger: 'change' }, { format: 'yyyy-MM-dd HH:mm', type: 'datetime' }),
  f('uploadFile', '附件', 'attachments', {}, { accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.png', fileSize: 20, sizeUnit: 'MB', buttonText: '上传附件', limit: 5 }),
  f('createUser', '发布人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '发布时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['noticeTitle', 'sections', ['signBy', { sortable: true }], 'creatorUser'],
  search: [['noticeTitle', 2, true], ['signBy', 3]],
  sort: [['signBy', 'desc']]
})

export const specialNoticeModel: CatalogModel = model(SPECIAL_NOTICE_MODEL_ID, '专项任务通知', 'specialTaskNotice', b.form(fields), list)

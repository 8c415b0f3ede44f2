// 隐患整改审批 (vm-hazard-rectify): the hazard a safety officer files and the rectification the person responsible
// records on it. The form the 隐患整改审批 flow runs on (../flows/hazard.ts binds it to the model).
import { dictionary, formBuilder, model, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const HAZARD_MODEL_ID = 'vm-hazard-rectify'

const b = formBuilder(900)
const f = b.field
const fields = [
  b.row([
    f('input', '隐患编号', 'hazardNo', { required: true, span: 12 }, { maxlength: 30 }),
    f('datePicker', '发现日期', 'foundDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '隐患名称', 'hazardTitle', { required: true }, { maxlength: 80, clearable: true }),
  b.row([
    f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } }),
    f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } })
  ]),
  f('input', '隐患部位', 'location', { required: true }, { maxlength: 100 }),
  f('textarea', '隐患描述', 'description', { required: true }, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 6 } }),
  f('uploadImg', '隐患照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('textarea', '整改要求', 'requirement', { required: true }, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
  b.row([
    f('userSelect', '整改责任人', 'responsible', { required: true, trigger: 'change', span: 12 }, { multiple: false, selectType: 'all' }),
    f('datePicker', '整改期限', 'deadline', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('textarea', '整改措施', 'measures', {}, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 6 } }),
  f('datePicker', '整改完成日期', 'completeDate', { trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  f('uploadImg', '整改后照片', 'afterPhotos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['hazardNo', 'hazardTitle', 'hazardLevel', 'location', ['foundDate', { sortable: true }], 'responsible', ['deadline', { sortable: true }]],
  search: [['hazardTitle', 2, true], ['hazardNo', 2, true], ['hazardLevel', 1], ['foundDate', 3]],
  sort: [['foundDate', 'desc']],
  // the app's 统计 header: hazards by level, category and flow state, and per month of discovery
  extra: { statistics: { groupBy: ['hazardLevel', 'hazardCategory', 'flowState'], dateField: 'foundDate', period: 'month', periods: 6 } }
})

export const hazardRectifyModel: CatalogModel = model(HAZARD_MODEL_ID, '隐患整改审批', 'hazardRectify', b.form(fields), list)

// 安全技术交底 (vm-safety-disclosure): the three-level safety briefing before a work starts, signed by both sides.
import { dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(300)
const f = b.field
const fields = [
  b.row([
    f('billRule', '交底编号', 'disclosureNo', { rule: 'safetyDisclosureNo', ruleName: '安全技术交底编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '交底日期', 'disclosureDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '交底名称', 'disclosureTitle', { required: true }, { maxlength: 80, clearable: true }),
  f('select', '交底级别', 'disclosureLevel', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['1', '一级（项目总工向管理人员）'], ['2', '二级（技术负责人向班组长）'], ['3', '三级（班组长向作业人员）']
  ], { clearable: true })),
  f('input', '施工部位', 'workPlace', {}, { maxlength: 100 }),
  f('checkbox', '涉及工种', 'workTypes', dictionary('dt-workType', { trigger: 'change' }), { props: { label: 'fullName', value: 'id' }, direction: 'horizontal' }),
  f('userSelect', '交底人', 'discloser', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('userSelect', '接受交底人员', 'receivers', { required: true, trigger: 'change' }, { multiple: true, selectType: 'all' }),
  f('inputNumber', '参加人数', 'attendees', {}, { min: 1, max: 500, step: 1, precision: 0, addonAfter: '人', placeholder: '数字文本' }),
  f('textarea', '交底内容', 'content', { required: true }, { maxlength: 2000, showWordLimit: true, autoSize: { minRows: 6, maxRows: 10 } }),
  f('uploadImg', '交底照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('uploadFile', '交底记录扫描件', 'scans', {}, { accept: '.pdf,.jpg,.png', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 3 }),
  f('sign', '交底人签字', 'discloserSign', {}, {}),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['disclosureNo', 'disclosureTitle', 'disclosureLevel', ['disclosureDate', { sortable: true }], 'discloser', ['attendees', { sortable: true }]],
  search: [['disclosureTitle', 2, true], ['workPlace', 2, true], ['disclosureLevel', 1], ['disclosureDate', 3]],
  sort: [['disclosureDate', 'desc']]
})

export const safetyDisclosureModel: CatalogModel = model('vm-safety-disclosure', '安全技术交底', 'safetyDisclosure', b.form(fields), list)

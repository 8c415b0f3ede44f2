// 混凝土浇筑申请 (vm-concrete-pour): a small model saved by an older JNPF designer (3.3/3.4 generation), kept to
// exercise the older key set: comInput, numInput, date, time, uploadFz, comSelect, address, JNPFText, currDept,
// options under __slot__.options with the mapping in __config__.props, kebab-case prop names, value-format.
import { MAIN_TABLE, model, rule, type Json, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const CONCRETE_POUR_MODEL_ID = 'vm-concrete-pour'

let formId = 200
const cfg = (jnpfKey: string, tag: string, label: string, extra: Json = {}) => ({
  jnpfKey, tag, tagIcon: `icon-ym icon-ym-generator-${jnpfKey}`, label, showLabel: true, required: false, layout: 'colFormItem', span: 24,
  regList: [], trigger: 'blur', formId: ++formId, renderKey: 1735660800000 + formId, tableName: MAIN_TABLE, defaultValue: null, ...extra
})
const item = (jnpfKey: string, tag: string, label: string, vModel: string, extra: Json = {}, props: Json = {}): Json =>
  ({ __config__: cfg(jnpfKey, tag, label, extra), __slot__: { prepend: '', append: '' }, __vModel__: vModel, placeholder: `请输入${label}`, ...props })
/** Gen A options: __slot__.options, mapping in __config__.props */
const slotOptions = (values: [string, string][]) => ({ options: values.map(([id, fullName]) => ({ id, fullName })) })
const MAPPING = { props: { label: 'fullName', value: 'id' } }

const fields: Json[] = [
  { __config__: cfg('JNPFText', 'JNPF-Text', '文本', { showLabel: false, defaultValue: '浇筑前须完成钢筋、模板及预埋件隐蔽验收，并经专业监理工程师签认。' }), textStyle: { color: '#e6a23c', 'text-align': 'left', 'font-weight': 'normal', 'font-size': 12 } },
  item('comInput', 'el-input', '浇筑部位', 'pourPart', { required: true }, { maxlength: 100, 'show-word-limit': true, clearable: true, 'prefix-icon': '', 'suffix-icon': '' }),
  item('comInput', 'el-input', '构件编号', 'memberNo', { regList: [rule(/^[A-Z0-9-]+$/, '构件编号只能包含大写字母、数字和短横线')] }, { maxlength: 30, clearable: true }),
  item('numInput', 'el-input-number', '设计方量(m³)', 'designVolume', { required: true }, { min: 0.5, max: 5000, step: 0.5, precision: 1, 'controls-position': 'right', 'step-strictly': false, placeholder: '数字文本' }),
  { ...item('select', 'el-select', '混凝土强度等级', 'strengthGrade', { required: true, trigger: 'change', dataType: 'static', ...MAPPING }, { clearable: true, filterable: false, multiple: false }),
    __slot__: slotOptions([['C25', 'C25'], ['C30', 'C30'], ['C35', 'C35'], ['C40', 'C40'], ['C50', 'C50']]) },
  { ...item('radio', 'el-radio-group', '浇筑方式', 'pourMethod', { trigger: 'change', dataType: 'static', ...MAPPING }, { size: 'medium', 'option-type': 'default' }),
    __slot__: slotOptions([['pump', '泵送'], ['bucket', '吊斗'], ['chute', '溜槽']]) },
  item('date', 'el-date-picker', '计划浇筑日期', 'planDate', { required: true, trigger: 'change' }, { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp', clearable: true }),
  item('time', 'el-time-picker', '计划开盘时间', 'startTime', { trigger: 'change' }, { format: 'HH:mm:ss', 'value-format': 'HH:mm:ss', 'picker-options': { selectableRange: '00:00:00-23:59:59' }, clearable: true }),
  item('comSelect', 'comSelect', '施工单位', 'constructionOrg', { trigger: 'change' }, { multiple: false, clearable: true }),
  item('address', 'JNPFAddress', '浇筑地点', 'pourPlace', { trigger: 'change' }, { level: 2, multiple: false, clearable: true }),
  item('switch', 'el-switch', '是否夜间施工', 'nightWork', { defaultValue: 0 }, { 'active-text': '是', 'inactive-text': '否', 'active-value': 1, 'inactive-value': 0, 'active-color': '#409EFF', 'inactive-color': '#DCDFE6' }),
  item('textarea', 'el-input', '技术措施', 'measures', {}, { type: 'textarea', maxlength: 300, 'show-word-limit': true, autosize: { minRows: 3, maxRows: 3 } }),
  { __config__: cfg('divider', 'el-divider', '分割线', { showLabel: false }), __slot__: { default: '附件' }, 'content-position': 'left' },
  item('uploadFz', 'JNPF-UploadFz', '配合比报告', 'mixReport', {}, { accept: '.pdf,.jpg,.png', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', showTip: false, limit: 3 }),
  item('currDept', 'el-input', '申请部门', 'applyDept', {}, { type: 'currDept', readonly: true, placeholder: '系统自动生成' }),
  item('createUser', 'el-input', '申请人', 'applicant', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  item('createTime', 'el-input', '申请时间', 'applyTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const formData = {
  formRef: 'elForm', formModel: 'dataForm', size: 'small', labelPosition: 'right', labelWidth: 110, formRules: 'rules', gutter: 15,
  disabled: false, span: 24, formBtns: false, idGlobal: formId, popupType: 'general', hasCancelBtn: true, cancelButtonText: '取消',
  hasConfirmBtn: true, confirmButtonText: '确定', hasPrintBtn: false, printButtonText: '打印', printId: '', fields
}

const list = listConfig(fields, {
  columns: ['pourPart', 'memberNo', 'strengthGrade', ['designVolume', { sortable: true }], ['planDate', { sortable: true }], 'pourMethod', 'nightWork'],
  search: [['pourPart', 2, true], ['memberNo', 2, true], ['strengthGrade', 1], ['planDate', 3]],
  sort: [['planDate', 'desc']],
  // the older list config also named its default sort this way (≤3.4)
  extra: { defaultSidx: 'planDate', sort: 'desc' }
})

export const concretePourModel: CatalogModel = model(CONCRETE_POUR_MODEL_ID, '混凝土浇筑申请', 'concretePourApply', formData, list)

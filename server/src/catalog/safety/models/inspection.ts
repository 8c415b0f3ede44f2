// 安全巡查记录 (vm-demo-inspection): the first low-code model, a safety inspection whose form uses the common controls
// (text, textarea, number, radio, checkbox, select, date, switch, a required phone with a regList pattern) and the
// system fields. The server tests drive it; keep its fields and list as they are.
import type { CatalogModel } from '../../build/model'

export const INSPECTION_MODEL_ID = 'vm-demo-inspection'

let formId = 100
const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
  __config__: {
    jnpfKey, label, showLabel: true, required: false, layout: 'colFormItem', span: 24, regList: [], trigger: 'blur',
    formId: ++formId, renderKey: 1763683200000 + formId, tableName: 'visualdev_record', defaultValue: null, ...config
  },
  __vModel__: vModel,
  placeholder: `请输入${label}`,
  ...props
})
const staticOptions = (options: [string, string][]) => ({
  options: options.map(([id, fullName]) => ({ id, fullName })),
  props: { label: 'fullName', value: 'id' }
})

const fields = [
  field('input', '巡查标题', 'inspectTitle', { required: true }, { maxlength: 50, clearable: true }),
  field('datePicker', '巡查日期', 'inspectDate', { required: true, trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  {
    __config__: { jnpfKey: 'row', layout: 'rowFormItem', span: 24, formId: ++formId, renderKey: 1763683200300, componentName: 'row101', children: [
      field('input', '巡查部位', 'inspectPlace', {}, { maxlength: 100 }),
      field('select', '天气', 'weather', { dataType: 'static', trigger: 'change' }, staticOptions([['sunny', '晴'], ['cloudy', '阴'], ['rain', '雨'], ['snow', '雪']]))
    ] }
  },
  field('radio', '隐患等级', 'hazardLevel', { required: true, dataType: 'static', trigger: 'change' },
    { ...staticOptions([['1', '一般隐患'], ['2', '较大隐患'], ['3', '重大隐患']]), direction: 'horizontal' }),
  field('checkbox', '检查项目', 'checkItems', { dataType: 'static', trigger: 'change' },
    staticOptions([['edge', '临边防护'], ['electric', '临时用电'], ['lifting', '起重吊装'], ['fire', '消防设施']])),
  field('inputNumber', '参检人数', 'personCount', {}, { min: 1, max: 200, step: 1, precision: 0, placeholder: '数字文本' }),
  field('input', '联系电话', 'contactPhone', {
    required: true, regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' }]
  }, { maxlength: 11 }),
  field('switch', '是否已整改', 'rectified', { defaultValue: 0, trigger: 'change' }, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  field('textarea', '问题描述', 'description', {}, { maxlength: 500, showWordLimit: true, autoSize: { minRows: 4, maxRows: 4 } }),
  field('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  field('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const formData = {
  formRef: 'formRef', formModel: 'dataForm', formRules: 'rules', size: 'default', labelPosition: 'right', labelWidth: 100,
  labelSuffix: '', gutter: 15, span: 24, disabled: false, formBtns: false, popupType: 'general', generalWidth: '600px',
  fullScreenWidth: '100%', drawerWidth: '600px', hasCancelBtn: true, cancelButtonText: '取消', hasConfirmBtn: true,
  confirmButtonText: '确定', hasConfirmAndAddBtn: true, confirmAndAddText: '确定并继续操作', hasPrintBtn: false,
  printButtonText: '打印', primaryKeyPolicy: 1, concurrencyLock: true, logicalDelete: false, idGlobal: formId, fields
}

const column = (prop: string, label: string, jnpfKey: string, sortable = false) =>
  ({ prop, label, jnpfKey, fixed: 'none', align: 'left', width: null, sortable, __vModel__: prop, id: prop, fullName: label })
const search = (id: string, label: string, jnpfKey: string, searchType: number, isKeyword = false) =>
  ({ id, prop: id, label, fullName: label, jnpfKey, searchType, isKeyword, value: null, __vModel__: id })

const columnData = {
  type: 1, hasPage: true, pageSize: 20, sort: 'desc', defaultSidx: '', defaultSortConfig: [],
  columnList: [
    column('inspectTitle', '巡查标题', 'input'), column('inspectDate', '巡查日期', 'datePicker', true),
    column('hazardLevel', '隐患等级', 'radio'), column('inspectPlace', '巡查部位', 'input'),
    column('rectified', '是否已整改', 'switch'), column('creatorUser', '创建人员', 'createUser')
  ],
  searchList: [
    search('inspectTitle', '巡查标题', 'input', 2, true), search('inspectPlace', '巡查部位', 'input', 2, true),
    search('hazardLevel', '隐患等级', 'radio', 1), search('inspectDate', '巡查日期', 'datePicker', 3)
  ],
  btnsList: [{ value: 'add', icon: 'icon-ym icon-ym-btn-add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', icon: 'icon-ym icon-ym-btn-edit', label: '编辑' }, { value: 'detail', icon: 'icon-ym icon-ym-generator-menu', label: '详情' }, { value: 'remove', icon: 'icon-ym icon-ym-btn-clearn', label: '删除' }],
  customBtnsList: [], useBtnPermission: false, useColumnPermission: false, useFormPermission: false, useDataPermission: false,
  complexHeaderList: [], printIds: []
}

export const inspectionModel: CatalogModel = {
  id: INSPECTION_MODEL_ID, fullName: '安全巡查记录', enCode: 'demoInspection', webType: 2, formData: JSON.stringify(formData),
  columnData: JSON.stringify(columnData), appColumnData: JSON.stringify(columnData), tables: JSON.stringify([{ table: 'visualdev_record', typeId: '1' }]),
  enableFlow: 0, flowId: '', sortCode: 0
}

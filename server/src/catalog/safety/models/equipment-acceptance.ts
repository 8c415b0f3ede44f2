// 机械设备进场验收 (vm-equipment-acceptance): a machine is checked before it may work on site; special equipment
// (cranes, bridge girder erectors, hoists) needs its registration and a certified operator.
import { DI } from '../../shared/data-interfaces'
import { formBuilder, model, rule, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(400)
const f = b.field
const fields = [
  f('popupSelect', '设备型号库', 'catalogItem', { trigger: 'change', transferList: [
    { sourceValue: 'equipmentName', targetField: 'fullName' }, { sourceValue: 'model', targetField: 'model' }, { sourceValue: 'manufacturer', targetField: 'manufacturer' }
  ] }, {
    interfaceId: DI.equipment, interfaceName: '机械设备型号库', templateJson: [], hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    columnOptions: [{ value: 'fullName', label: '设备名称' }, { value: 'model', label: '型号' }, { value: 'manufacturer', label: '生产厂家' }],
    popupType: 'dialog', popupTitle: '从型号库选择', popupWidth: '800px', placeholder: '可从型号库带出名称、型号与厂家'
  }),
  b.row([
    f('input', '设备名称', 'equipmentName', { required: true, span: 12 }, { maxlength: 50 }),
    f('input', '规格型号', 'model', { required: true, span: 12 }, { maxlength: 50 })
  ]),
  f('input', '生产厂家', 'manufacturer', {}, { maxlength: 100 }),
  b.row([
    f('input', '出厂编号', 'serialNo', { required: true, span: 12 }, { maxlength: 40 }),
    f('datePicker', '出厂日期', 'madeDate', { trigger: 'change', span: 12 }, { format: 'yyyy-MM' })
  ]),
  f('select', '设备类别', 'category', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['earthwork', '土方机械'], ['compaction', '压实机械'], ['piling', '桩工机械'], ['lifting', '起重机械'], ['concrete', '混凝土机械'], ['pavement', '路面机械'], ['tunnel', '隧道机械'], ['vehicle', '运输车辆']
  ])),
  f('radio', '是否特种设备', 'special', { required: true, dataType: 'static', trigger: 'change', defaultValue: '0' }, staticOptions([['1', '是'], ['0', '否']], { direction: 'horizontal' })),
  f('input', '产权单位', 'owner', {}, { maxlength: 100 }),
  f('datePicker', '进场日期', 'entryDate', { required: true, defaultCurrent: true, trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  b.row([
    f('input', '操作人员', 'operator', { span: 12 }, { maxlength: 20 }),
    f('input', '操作证号', 'operatorCert', { span: 12, regList: [rule(/^[0-9A-Z]{6,20}$/, '操作证号应为6～20位数字或大写字母')] }, { maxlength: 20 })
  ]),
  f('checkbox', '验收项目', 'checkedItems', { dataType: 'static', trigger: 'change' }, staticOptions([
    ['docs', '证件资料齐全'], ['safety', '安全装置有效'], ['brake', '制动系统正常'], ['rope', '钢丝绳及吊具完好'], ['hydraulic', '液压系统无渗漏'], ['lights', '照明及警示装置完好']
  ], { direction: 'horizontal' })),
  f('radio', '验收结论', 'conclusion', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['pass', '合格，准许进场'], ['recheck', '整改后复验'], ['reject', '不合格，清退出场']
  ])),
  f('textarea', '验收意见', 'opinion', {}, { maxlength: 500, autoSize: { minRows: 3, maxRows: 5 } }),
  f('uploadImg', '设备铭牌照片', 'nameplate', {}, { fileSize: 5, sizeUnit: 'MB', limit: 3 }),
  f('userSelect', '验收人员', 'inspectors', { trigger: 'change' }, { multiple: true, selectType: 'all' }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['equipmentName', 'model', 'serialNo', 'category', ['entryDate', { sortable: true }], 'special', 'conclusion'],
  search: [['equipmentName', 2, true], ['serialNo', 2, true], ['model', 2, true], ['conclusion', 1], ['category', 1], ['entryDate', 3]],
  sort: [['entryDate', 'desc']]
})

export const equipmentAcceptanceModel: CatalogModel = model('vm-equipment-acceptance', '机械设备进场验收', 'equipmentAcceptance', b.form(fields), list)

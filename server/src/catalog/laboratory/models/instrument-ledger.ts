// 仪器设备检定台账 (vm-instrument-ledger): every measuring instrument of a lab with its calibration and the date it
// must be checked again; the management number is unique within a project.
import { DI } from '../../shared/data-interfaces'
import { formBuilder, model, rule, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(800)
const f = b.field
const fields = [
  f('popupTableSelect', '试验室仪器', 'instrumentRef', { trigger: 'change' }, {
    interfaceId: DI.instruments, interfaceName: '试验仪器设备', multiple: false, hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    templateJson: [], columnOptions: [{ value: 'enCode', label: '管理编号' }, { value: 'fullName', label: '仪器名称' }, { value: 'model', label: '型号' }, { value: 'labName', label: '所属试验室' }],
    popupType: 'popover', popupTitle: '选择试验室仪器', filterable: true, placeholder: '请选择'
  }),
  b.row([
    f('input', '管理编号', 'manageNo', { required: true, unique: true, span: 12, regList: [rule(/^[A-Z]{2,4}-\d{3}$/, '管理编号格式如 SY-001')] }, { maxlength: 10 }),
    f('input', '仪器名称', 'instrumentName', { required: true, span: 12 }, { maxlength: 60 })
  ]),
  b.row([
    f('input', '规格型号', 'model', { span: 12 }, { maxlength: 40 }),
    f('input', '出厂编号', 'serialNo', { span: 12 }, { maxlength: 40 })
  ]),
  f('input', '生产厂家', 'manufacturer', {}, { maxlength: 100 }),
  f('input', '测量范围', 'measureRange', {}, { maxlength: 60 }),
  f('select', '检定/校准方式', 'calibrationType', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['verify', '检定'], ['calibrate', '校准'], ['self', '自校'], ['function', '功能核查']
  ])),
  f('input', '检定机构', 'agency', {}, { maxlength: 100 }),
  b.row([
    f('datePicker', '检定日期', 'calibratedOn', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('datePicker', '有效期至', 'validUntil', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('radio', '状态标识', 'statusMark', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['green', '合格（绿）'], ['yellow', '准用（黄）'], ['red', '停用（红）']
  ], { direction: 'horizontal' })),
  f('switch', '是否在用', 'inUse', { defaultValue: 1 }, { activeTxt: '在用', inactiveTxt: '封存', activeValue: 1, inactiveValue: 0 }),
  f('input', '存放地点', 'location', {}, { maxlength: 60 }),
  f('userSelect', '保管人', 'keeper', { trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('uploadFile', '检定证书', 'certificate', {}, { accept: '.pdf,.jpg,.png', fileSize: 10, sizeUnit: 'MB', limit: 2 }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('modifyTime', '修改时间', 'modifierTime', {}, { readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['manageNo', 'instrumentName', 'model', 'calibrationType', ['validUntil', { sortable: true }], 'statusMark', 'inUse'],
  search: [['manageNo', 2, true], ['instrumentName', 2, true], ['calibrationType', 1], ['statusMark', 1], ['validUntil', 3]],
  sort: [['validUntil', 'asc']]
})

export const instrumentLedgerModel: CatalogModel = model('vm-instrument-ledger', '仪器设备检定台账', 'instrumentLedger', b.form(fields), list)

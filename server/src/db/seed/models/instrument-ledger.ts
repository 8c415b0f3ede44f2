// 仪器设备检定台账 (vm-instrument-ledger): every measuring instrument of a lab with its calibration and the date it
// must be checked again; the management number is unique within a project.
import { DI } from '../data/data-interfaces'
import { formBuilder, model, ms, rule, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

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

type Instrument = [ref: string, manageNo: string, name: string, modelName: string, manufacturer: string, range: string]
const entry = ([ref, manageNo, name, modelName, manufacturer, range]: Instrument, calibrationType: string, calibratedOn: string, validUntil: string, statusMark: string, keeper: string) => ({
  instrumentRef: ref, manageNo, instrumentName: name, model: modelName, manufacturer, measureRange: range, calibrationType,
  agency: calibrationType === 'verify' ? '浙江省计量科学研究院' : '杭州市质量技术监督检测院', calibratedOn: ms(calibratedOn), validUntil: ms(validUntil),
  statusMark, inUse: statusMark === 'red' ? 0 : 1, location: '力学室', keeper, certificate: []
})

export const instrumentLedger: SeedModelBundle = {
  model: model('vm-instrument-ledger', '仪器设备检定台账', 'instrumentLedger', b.form(fields), list),
  records: [
    {
      id: 'rec-il-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'dengli', at: '2026-01-12 10:00',
      data: entry(['ins-hj-sy-001', 'SY-001', '微机控制电液伺服万能试验机', 'WAW-1000B', '济南中路昌试验机制造有限公司', '0～1000kN'], 'verify', '2026-01-08', '2027-01-07', 'green', 'u-dengli')
    },
    {
      id: 'rec-il-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'dengli', at: '2026-01-12 10:20',
      data: entry(['ins-hj-sy-002', 'SY-002', '全自动压力试验机', 'YAW-3000', '无锡建仪仪器机械有限公司', '0～3000kN'], 'verify', '2025-04-16', '2026-04-15', 'green', 'u-dengli')
    },
    {
      id: 'rec-il-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creator: 'luxiaodong', at: '2026-02-03 15:30',
      data: { ...entry(['ins-hj-sy-004', 'SY-004', '沥青针入度仪', 'SZR-5', '上海昌吉地质仪器有限公司', '0～500（0.1mm）'], 'calibrate', '2025-03-10', '2026-03-09', 'yellow', 'u-luxiaodong'), location: '沥青室' }
    },
    {
      id: 'rec-il-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'luxiaodong', at: '2026-02-10 09:10',
      data: { ...entry(['ins-hj-gd-001', 'GD-001', '数显式压力试验机', 'DYE-2000', '沧州华恒试验仪器有限公司', '0～2000kN'], 'verify', '2025-09-22', '2026-09-21', 'green', 'u-luxiaodong'), location: 'TJ-01工地试验室' }
    },
    {
      id: 'rec-il-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-sy01', creator: 'duanmei', at: '2026-01-20 11:00',
      data: { ...entry(['ins-nj-sy-003', 'SY-003', '低温沥青延度仪', 'LYY-7H', '沧州华恒试验仪器有限公司', '0～150cm'], 'calibrate', '2025-02-18', '2026-02-17', 'red', 'u-duanmei'), agency: '安徽省计量科学研究院', location: '沥青室' }
    }
  ]
}

// 特种设备 (vm-special-equipment): the register of the site's special equipment under TSG rules (cranes, bridge
// erecting machines, hoists, pressure vessels): its use registration, the periodic inspection and the date its
// certificate runs out, and the operator's licence (特种作业操作证) with its own expiry. Both dates are reminded
// before they pass (../reminders.ts); a machine that has left the site (状态 已退场) is not.
import { formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(1600)
const f = b.field

export const SPECIAL_EQUIPMENT_KINDS: [string, string][] = [
  ['towerCrane', '塔式起重机'], ['gantryCrane', '门式起重机'], ['bridgeErector', '架桥机'], ['hoist', '施工升降机'],
  ['truckCrane', '汽车起重机'], ['crawlerCrane', '履带起重机'], ['pressureVessel', '压力容器（储气罐）'], ['forklift', '场（厂）内机动车辆']
]

const fields = [
  b.row([
    f('input', '设备编号', 'equipmentNo', { required: true, span: 12 }, { maxlength: 30, clearable: true, placeholder: '项目内编号，如：TJ01-QZ-03' }),
    f('select', '设备类别', 'kind', { required: true, dataType: 'static', trigger: 'change', span: 12 }, staticOptions(SPECIAL_EQUIPMENT_KINDS, { clearable: true }))
  ]),
  f('input', '设备名称', 'equipmentName', { required: true }, { maxlength: 60, clearable: true }),
  b.row([
    f('input', '规格型号', 'model', { span: 12 }, { maxlength: 40 }),
    f('input', '出厂编号', 'serialNo', { span: 12 }, { maxlength: 40 })
  ]),
  f('input', '制造单位', 'manufacturer', {}, { maxlength: 80 }),
  f('input', '产权单位', 'owner', { required: true }, { maxlength: 80 }),
  f('input', '使用登记证编号', 'registrationNo', { required: true }, { maxlength: 40, placeholder: '特种设备使用登记证编号' }),
  f('input', '安装位置', 'location', {}, { maxlength: 100, placeholder: '桩号或场站，如：K15+200 预制梁场' }),
  b.row([
    f('datePicker', '进场日期', 'entryDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('select', '设备状态', 'status', { required: true, dataType: 'static', trigger: 'change', defaultValue: 'inUse', span: 12 }, staticOptions([
      ['inUse', '在用'], ['stopped', '停用'], ['left', '已退场']
    ]))
  ]),
  f('input', '检验机构', 'inspectionBody', {}, { maxlength: 80, placeholder: '如：浙江省特种设备科学研究院' }),
  b.row([
    f('datePicker', '最近检验日期', 'inspectionDate', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' }),
    f('datePicker', '检验有效期至', 'inspectionExpiry', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('userSelect', '设备管理员', 'keeper', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  b.row([
    f('input', '操作人员', 'operator', { span: 12 }, { maxlength: 20 }),
    f('input', '操作证编号', 'operatorCert', { span: 12 }, { maxlength: 40 })
  ]),
  f('datePicker', '操作证有效期至', 'operatorCertExpiry', { trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  f('uploadFile', '检验报告', 'reports', {}, { accept: '.pdf,.jpg,.png', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 3 }),
  f('uploadImg', '设备照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 4 }),
  f('textarea', '备注', 'remark', {}, { maxlength: 500, autoSize: { minRows: 2, maxRows: 4 } }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['equipmentNo', 'equipmentName', 'kind', 'status', ['inspectionExpiry', { sortable: true }], 'operator', ['operatorCertExpiry', { sortable: true }]],
  search: [['equipmentName', 2, true], ['equipmentNo', 2, true], ['kind', 1], ['status', 1], ['inspectionExpiry', 3]],
  sort: [['inspectionExpiry', 'asc']]
})

export const specialEquipmentModel: CatalogModel = model('vm-special-equipment', '特种设备', 'specialEquipment', b.form(fields), list)

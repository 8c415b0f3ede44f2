// 试验检测委托单 (vm-test-entrustment): a sample taken on site (with a supervisor as witness) and sent to the lab;
// the test items come from the tree-shaped data interface, the result from the 检测结果 dictionary by enCode.
import { DI } from '../../shared/data-interfaces'
import { dictionary, formBuilder, model, staticOptions, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

const b = formBuilder(700)
const f = b.field
const fields = [
  b.row([
    f('billRule', '委托编号', 'entrustNo', { rule: 'testEntrustNo', ruleName: '试验检测委托编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '取样日期', 'sampleDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('cascader', '材料类别', 'materialCategory', dictionary('dt-materialCategory', { required: true, trigger: 'change' }),
    { props: { value: 'id', label: 'fullName', children: 'children' }, showAllLevels: true, separator: '/', multiple: false }),
  f('autoComplete', '材料名称及规格', 'materialName', { required: true }, { interfaceId: DI.materials, interfaceName: '材料规格库', templateJson: [], relationField: 'fullName', total: 10, maxlength: 100 }),
  f('treeSelect', '检测项目', 'testItems', { required: true, dataType: 'dynamic', propsUrl: DI.testItems, propsName: '试验检测项目', templateJson: [], trigger: 'change' },
    { props: { value: 'id', label: 'fullName', children: 'children' }, multiple: true, clearable: true, filterable: true }),
  f('input', '生产厂家', 'manufacturer', {}, { maxlength: 100 }),
  b.row([
    f('input', '批号', 'batchNo', { span: 12 }, { maxlength: 40 }),
    f('inputNumber', '代表数量', 'quantity', { required: true, span: 8 }, { min: 0, max: 100000, precision: 2, placeholder: '数字文本' }),
    f('select', '单位', 'unit', { required: true, dataType: 'static', trigger: 'change', span: 4 }, staticOptions([['t', 't'], ['m3', 'm³'], ['m2', 'm²'], ['piece', '组'], ['roll', '卷']]))
  ]),
  f('input', '取样地点', 'samplePlace', {}, { maxlength: 100 }),
  b.row([
    f('userSelect', '取样人', 'sampler', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { multiple: false, selectType: 'all' }),
    f('userSelect', '见证人', 'witness', { required: true, trigger: 'change', span: 12 }, { multiple: false, selectType: 'all' })
  ]),
  f('radio', '检测结果', 'result', dictionary('dt-testResult', { trigger: 'change', defaultValue: 'pending' }), { props: { label: 'fullName', value: 'enCode' }, direction: 'horizontal' }),
  f('input', '报告编号', 'reportNo', {}, { maxlength: 40 }),
  f('uploadImg', '样品照片', 'samplePhotos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['entrustNo', 'materialName', 'materialCategory', ['sampleDate', { sortable: true }], 'quantity', 'result', 'reportNo'],
  search: [['entrustNo', 2, true], ['materialName', 2, true], ['batchNo', 2, true], ['result', 1], ['sampleDate', 3]],
  sort: [['sampleDate', 'desc']]
})

export const testEntrustmentModel: CatalogModel = model('vm-test-entrustment', '试验检测委托单', 'testEntrustment', b.form(fields), list)

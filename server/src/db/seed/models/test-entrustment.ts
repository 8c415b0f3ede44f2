// 试验检测委托单 (vm-test-entrustment): a sample taken on site (with a supervisor as witness) and sent to the lab;
// the test items come from the tree-shaped data interface, the result from the 检测结果 dictionary by enCode.
import { DI } from '../data/data-interfaces'
import { dictionary, formBuilder, model, ms, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

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

export const testEntrustment: SeedModelBundle = {
  model: model('vm-test-entrustment', '试验检测委托单', 'testEntrustment', b.form(fields), list),
  records: [
    {
      id: 'rec-te-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'luxiaodong', at: '2026-03-02 10:45',
      data: {
        entrustNo: 'WT202603020001', sampleDate: ms('2026-03-02'), materialCategory: ['dd-materialCategory-steel', 'dd-materialCategory-rebarHrb400'],
        materialName: 'HRB400E带肋钢筋 Φ25', testItems: ['ti-steel-tensile', 'ti-steel-bend', 'ti-steel-weight'], manufacturer: '杭州钢铁集团有限公司',
        batchNo: '2602-18735', quantity: 58.6, unit: 't', samplePlace: 'TJ-01钢筋加工场', sampler: 'u-luxiaodong', witness: 'u-guoqing',
        result: 'qualified', reportNo: 'HJSY-GJ-2026-0142', samplePhotos: []
      }
    },
    {
      id: 'rec-te-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'luxiaodong', at: '2026-03-05 09:20',
      data: {
        entrustNo: 'WT202603050001', sampleDate: ms('2026-03-05'), materialCategory: ['dd-materialCategory-cement', 'dd-materialCategory-po425'],
        materialName: 'P·O 42.5普通硅酸盐水泥', testItems: ['ti-cement-setting', 'ti-cement-soundness', 'ti-cement-strength'], manufacturer: '浙江红狮水泥股份有限公司',
        batchNo: 'HS-P4-260301', quantity: 500, unit: 't', samplePlace: 'TJ-02 1号拌和站', sampler: 'u-luxiaodong', witness: 'u-guoqing', result: 'pending', samplePhotos: []
      }
    },
    {
      id: 'rec-te-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'duanmei', at: '2026-03-03 14:00',
      data: {
        entrustNo: 'WT202603030001', sampleDate: ms('2026-03-03'), materialCategory: ['dd-materialCategory-aggregate', 'dd-materialCategory-gravel'],
        materialName: '碎石 10～20mm', testItems: ['ti-agg-grading', 'ti-agg-crushing', 'ti-agg-flaky'], manufacturer: '宁国市港口石料厂',
        batchNo: 'GK-2603-02', quantity: 800, unit: 'm3', samplePlace: 'TJ-01 2号拌和站料仓', sampler: 'u-duanmei', witness: 'u-yehui',
        result: 'unqualified', reportNo: 'NJSY-JL-2026-0057', samplePhotos: []
      }
    }
  ]
}

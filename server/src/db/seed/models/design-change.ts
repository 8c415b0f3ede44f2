// 设计变更申请 (vm-design-change): a change to the approved design with its cost effect (增减金额 is computed).
import { DI } from '../data/data-interfaces'
import { STAKE_RULE, formBuilder, model, ms, staticOptions, type SeedModelBundle } from './build'
import { listConfig } from './list'

const b = formBuilder(600)
const f = b.field
const money = (vModel: string, label: string) => ({ __vModel__: vModel, label, jnpfKey: 'inputNumber' })

const fields = [
  b.row([
    f('billRule', '变更编号', 'changeNo', { rule: 'designChangeNo', ruleName: '设计变更编号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '申请日期', 'applyDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '变更名称', 'changeName', { required: true }, { maxlength: 100, clearable: true }),
  f('popupSelect', '合同段', 'sectionId', { required: true, trigger: 'change' }, {
    interfaceId: DI.contracts, interfaceName: '项目合同段', templateJson: [], hasPage: true, pageSize: 20, propsValue: 'id', relationField: 'fullName',
    columnOptions: [{ value: 'enCode', label: '合同段' }, { value: 'fullName', label: '名称' }], popupType: 'dialog', popupTitle: '选择合同段', placeholder: '请选择'
  }),
  f('input', '变更桩号', 'stake', { required: true, regList: [STAKE_RULE] }, { maxlength: 40 }),
  f('select', '变更类别', 'changeLevel', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['general', '一般设计变更'], ['larger', '较大设计变更'], ['major', '重大设计变更']
  ])),
  f('checkbox', '变更原因', 'reasons', { required: true, dataType: 'static', trigger: 'change' }, staticOptions([
    ['design', '设计缺陷或遗漏'], ['geology', '地质条件变化'], ['standard', '规范标准调整'], ['local', '地方政府要求'], ['craft', '施工工艺优化']
  ], { direction: 'horizontal' })),
  b.row([
    f('inputNumber', '原设计金额(万元)', 'originalAmount', { required: true, span: 8 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('inputNumber', '变更后金额(万元)', 'newAmount', { required: true, span: 8 }, { min: 0, max: 1000000, precision: 2, thousands: true, placeholder: '数字文本' }),
    f('calculate', '增减金额(万元)', 'changeAmount', { isStorage: 1, span: 8 }, {
      expression: [money('newAmount', '变更后金额'), '-', money('originalAmount', '原设计金额')], precision: 2, thousands: true, isAmountChinese: false, isStorage: 1
    })
  ]),
  f('textarea', '变更内容', 'content', { required: true }, { maxlength: 2000, showWordLimit: true, autoSize: { minRows: 5, maxRows: 8 } }),
  f('uploadFile', '变更图纸及计算书', 'drawings', {}, { accept: '.pdf,.dwg,.zip', fileSize: 50, sizeUnit: 'MB', buttonText: '上传图纸', limit: 10 }),
  f('userSelect', '申请人', 'applicant', { required: true, defaultCurrent: true, trigger: 'change' }, { multiple: false, selectType: 'all' }),
  f('createUser', '创建人员', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '创建时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['changeNo', 'changeName', 'sectionId', 'changeLevel', ['changeAmount', { sortable: true }], ['applyDate', { sortable: true }], 'applicant'],
  search: [['changeName', 2, true], ['changeNo', 2, true], ['stake', 2, true], ['changeLevel', 1], ['applyDate', 3], ['changeAmount', 3]],
  sort: [['applyDate', 'desc']]
})

const amounts = (originalAmount: number, newAmount: number) =>
  ({ originalAmount, newAmount, changeAmount: Math.round((newAmount - originalAmount) * 100) / 100 })

export const designChange: SeedModelBundle = {
  model: model('vm-design-change', '设计变更申请', 'designChange', b.form(fields), list),
  records: [
    {
      id: 'rec-dc-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'lijun', at: '2026-02-18 10:00',
      data: {
        changeNo: 'SJBG202602180001', applyDate: ms('2026-02-18'), changeName: '钱塘江特大桥拼宽段5号～7号墩桩长调整', sectionId: 'ct-hj-tj01',
        stake: 'K13+020～K13+160', changeLevel: 'larger', reasons: ['geology'], ...amounts(1268.4, 1396.75),
        content: '补充勘察揭示5号～7号墩桩端持力层中风化泥质粉砂岩顶面较原设计低3.2～4.6m，桩长相应加长，共计12根桩。', drawings: [], applicant: 'u-lijun'
      }
    },
    {
      id: 'rec-dc-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj03', creator: 'hanlei', at: '2026-03-03 14:20',
      data: {
        changeNo: 'SJBG202603030001', applyDate: ms('2026-03-03'), changeName: 'K97+400～K98+150段软基处理方案优化', sectionId: 'ct-hj-tj03',
        stake: 'K97+400～K98+150', changeLevel: 'general', reasons: ['craft', 'geology'], ...amounts(862, 815.3),
        content: '将塑料排水板堆载预压调整为水泥搅拌桩复合地基，缩短工期约60天。', drawings: [], applicant: 'u-hanlei'
      }
    },
    {
      id: 'rec-dc-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj03', creator: 'qinlei', at: '2026-03-01 09:40',
      data: {
        changeNo: 'SJBG202603010001', applyDate: ms('2026-03-01'), changeName: '华阳隧道K59+100～K59+260段围岩级别调整', sectionId: 'ct-nj-tj03',
        stake: 'K59+100～K59+260', changeLevel: 'larger', reasons: ['geology'], ...amounts(2145.6, 2487.2),
        content: '开挖揭示该段为断层破碎带，围岩由Ⅳ级调整为Ⅴ级，支护参数相应加强并增设超前小导管。', drawings: [], applicant: 'u-qinlei'
      }
    }
  ]
}

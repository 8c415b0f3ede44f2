// 隐患整改 (vm-hazard-rectify): one hidden danger on a highway works, as a safety officer registers it on site and the
// responsible section rectifies it (事故隐患排查治理: 排查 → 登记 → 整改 → 复查 → 销号; the loop is ../hazard-states.ts).
// Where: the chainage on the main line (K12+300; a yard or camp off the line has none) and the structure or work
// point; the record's contract section is the section responsible (the app suggests it from the chainage and the
// sections' stake ranges). What: category (GB 6441 accident types as the industry groups them) and level, 一般隐患 or
// 重大隐患 as 《安全生产事故隐患排查治理暂行规定》 and the highway works' 重大事故隐患判定标准 have it; a 重大隐患 also goes
// through the 隐患整改审批 flow (../flows/hazard.ts) before it is rectified. Who and by when: the responsible unit and
// person and the deadline. The number comes from the 隐患整改单号 bill rule; the photos are stamped site photos; the
// rectification fills the measures, the completion date and the photos after; the review's opinion and signature
// are kept with the moves.
import { dictionary, formBuilder, model, rule, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'

export const HAZARD_MODEL_ID = 'vm-hazard-rectify'

/** one chainage on the line: K12+300, K12+300.5 */
export const CHAINAGE_RULE = rule(/^K\d{1,4}\+\d{3}(\.\d{1,3})?$/, '桩号格式应为K12+300')

const b = formBuilder(900)
const f = b.field
const fields = [
  b.row([
    f('billRule', '隐患编号', 'hazardNo', { rule: 'hiddenDangerNo', ruleName: '隐患整改单号', span: 12 }, { readonly: true, placeholder: '系统自动生成' }),
    f('datePicker', '发现日期', 'foundDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '隐患名称', 'hazardTitle', { required: true }, { maxlength: 80, clearable: true }),
  b.row([
    f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } }),
    f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } })
  ]),
  b.row([
    f('input', '桩号', 'chainage', { regList: [CHAINAGE_RULE], span: 12 }, { maxlength: 20, placeholder: '如 K12+300' }),
    f('input', '定位坐标', 'position', { span: 12 }, { maxlength: 60, placeholder: '经度,纬度（GCJ-02）' })
  ]),
  f('input', '隐患部位', 'location', { required: true }, { maxlength: 100, placeholder: '结构物或作业点，如 钱塘江特大桥5号墩' }),
  f('textarea', '隐患描述', 'description', { required: true }, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 6 } }),
  f('uploadImg', '隐患照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('textarea', '整改要求', 'requirement', { required: true }, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
  f('input', '责任单位', 'responsibleUnit', {}, { maxlength: 100 }),
  b.row([
    f('userSelect', '整改责任人', 'responsible', { required: true, trigger: 'change', span: 12 }, { multiple: false, selectType: 'all' }),
    f('datePicker', '整改期限', 'deadline', { required: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('textarea', '整改措施', 'measures', {}, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 6 } }),
  f('datePicker', '整改完成日期', 'completeDate', { trigger: 'change' }, { format: 'yyyy-MM-dd' }),
  f('uploadImg', '整改后照片', 'afterPhotos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('createUser', '填报人', 'creatorUser', {}, { type: 'currUser', readonly: true, placeholder: '系统自动生成' }),
  f('createTime', '填报时间', 'creatorTime', {}, { type: 'currTime', readonly: true, placeholder: '系统自动生成' })
]

const list = listConfig(fields, {
  columns: ['hazardNo', 'hazardTitle', 'hazardLevel', 'hazardCategory', 'chainage', 'location', ['foundDate', { sortable: true }], 'responsible', ['deadline', { sortable: true }]],
  search: [['hazardTitle', 2, true], ['hazardNo', 2, true], ['chainage', 2, true], ['hazardLevel', 1], ['hazardCategory', 1], ['foundDate', 3]],
  sort: [['foundDate', 'desc']],
  // the app's 统计 header (the ledger): by level, category, section and state, and per month of discovery
  extra: { statistics: { groupBy: ['hazardLevel', 'hazardCategory', 'contractId', 'recordState', 'flowState'], dateField: 'foundDate', period: 'month', periods: 6 } }
})

export const hazardRectifyModel: CatalogModel = model(HAZARD_MODEL_ID, '隐患整改审批', 'hazardRectify', b.form(fields), list)

// 隐患整改审批 (vm-hazard-rectify, formType 2, a 功能流程 bound to the low-code model): a safety officer files a
// hazard, the person responsible records the rectification, a supervising engineer checks it on site and signs; a
// 重大隐患 also needs the safety director's approval (a condition on 隐患等级). The project safety officer is copied.
import { dictionary, formBuilder, model, ms, type SeedModelBundle } from '../models/build'
import { listConfig } from '../models/list'
import { approver, condition, rights, start, type FieldRight } from './nodes'
import { category, flowForm, role, user, type SeedFlow } from './types'

export const HAZARD = { template: 'ft-hazard-rectify', version: 'ftj-hazard-rectify-v1', form: 'ff-hazard-rectify', model: 'vm-hazard-rectify' }
export const MAJOR_HAZARD = 'dd-hazardLevel-major'

const b = formBuilder(900)
const f = b.field
const fields = [
  b.row([
    f('input', '隐患编号', 'hazardNo', { required: true, span: 12 }, { maxlength: 30 }),
    f('datePicker', '发现日期', 'foundDate', { required: true, defaultCurrent: true, trigger: 'change', span: 12 }, { format: 'yyyy-MM-dd' })
  ]),
  f('input', '隐患名称', 'hazardTitle', { required: true }, { maxlength: 80, clearable: true }),
  b.row([
    f('select', '隐患等级', 'hazardLevel', dictionary('dt-hazardLevel', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } }),
    f('select', '隐患类别', 'hazardCategory', dictionary('dt-hazardCategory', { required: true, trigger: 'change', span: 12 }), { props: { label: 'fullName', value: 'id' } })
  ]),
  f('input', '隐患部位', 'location', { required: true }, { maxlength: 100 }),
  f('textarea', '隐患描述', 'description', { required: true }, { maxlength: 1000, showWordLimit: true, autoSize: { minRows: 3, maxRows: 6 } }),
  f('uploadImg', '隐患照片', 'photos', {}, { fileSize: 5, sizeUnit: 'MB', limit: 6 }),
  f('textarea', '整改要求', 'requirement', { required: true }, { maxlength: 1000, autoSize: { minRows: 2, maxRows: 5 } }),
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
  columns: ['hazardNo', 'hazardTitle', 'hazardLevel', 'location', ['foundDate', { sortable: true }], 'responsible', ['deadline', { sortable: true }]],
  search: [['hazardTitle', 2, true], ['hazardNo', 2, true], ['hazardLevel', 1], ['foundDate', 3]],
  sort: [['foundDate', 'desc']],
  // the app's 统计 header: hazards by level, category and flow state, and per month of discovery
  extra: { statistics: { groupBy: ['hazardLevel', 'hazardCategory', 'flowState'], dateField: 'foundDate', period: 'month', periods: 6 } }
})

const rightsOf: FieldRight[] = [
  ['hazardNo', '隐患编号'], ['foundDate', '发现日期'], ['hazardTitle', '隐患名称'], ['hazardLevel', '隐患等级'], ['hazardCategory', '隐患类别'],
  ['location', '隐患部位'], ['description', '隐患描述'], ['photos', '隐患照片'], ['requirement', '整改要求'], ['responsible', '整改责任人'],
  ['deadline', '整改期限'], ['measures', '整改措施'], ['completeDate', '整改完成日期'], ['afterPhotos', '整改后照片']
].map(([id, name]) => ({ id, name }))
const FILED = ['hazardNo', 'foundDate', 'hazardTitle', 'hazardLevel', 'hazardCategory', 'location', 'description', 'photos', 'requirement', 'responsible', 'deadline']
const readOnly = rights(rightsOf, [])

const tree = start('hz-start', {
  formId: HAZARD.form, initiator: [role('role-safety'), role('role-pm')], isComment: true, revokeRule: 2,
  formOperates: rights(rightsOf, FILED, ['hazardNo', 'hazardTitle', 'hazardLevel', 'location', 'description', 'requirement', 'responsible', 'deadline'])
}, approver('hz-rectify', 'hz-start', {
  title: '责任人整改', content: '表单变量：整改责任人', assigneeType: 4, formField: 'responsible', formFieldType: 1, progress: 40,
  formOperates: rights(rightsOf, ['measures', 'completeDate', 'afterPhotos'], ['measures', 'completeDate']), opinionRequired: false
}, approver('hz-check', 'hz-rectify', {
  title: '监理复查', content: '宋文博、郭晴', approvers: [user('songwenbo'), user('guoqing')], counterSign: 0, progress: 80, hasSign: true,
  rejectStep: '2', rejectType: 3, formOperates: readOnly, circulateUser: [user('hexiaoyan')]
}, undefined, [
  condition('hz-major', 'hz-check', '重大隐患', {
    field: 'hazardLevel', fieldName: '隐患等级', jnpfKey: 'select', symbol: '==', symbolName: '等于', value: MAJOR_HAZARD, valueLabel: '重大隐患'
  }, approver('hz-director', 'hz-major', {
    title: '安全总监审批', content: '赵敏', approvers: [user('zhaomin')], progress: 95, hasSign: true, formOperates: readOnly
  })),
  condition('hz-other', 'hz-check', '一般及较大隐患', 'default')
])))

export const hazardFlow: SeedFlow = {
  template: {
    id: HAZARD.template, enCode: 'hazardRectify', fullName: '隐患整改审批', type: 1, category: category('safety'), icon: 'alert-circle',
    iconBackground: '#fa3534', description: '安全隐患整改闭环：责任人整改、监理复查，重大隐患报安全总监', enabledMark: 1, sortCode: 2,
    creatorUserId: 'u-admin'
  },
  version: {
    id: HAZARD.version, templateId: HAZARD.template, fullName: '隐患整改审批', groupId: 'ftg-hazard-rectify', visibleType: 1, tree, version: 1,
    formId: HAZARD.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: 'u-admin'
  },
  form: flowForm({
    id: HAZARD.form, enCode: 'hazardRectify', fullName: '隐患整改审批', formType: 2, flowType: 1, category: category('safety'),
    modelId: HAZARD.model, flowId: HAZARD.template
  })
}

const hazard = (no: string, found: string, title: string, level: string, cat: number, location: string, description: string, requirement: string, deadline: string) => ({
  hazardNo: no, foundDate: ms(found), hazardTitle: title, hazardLevel: `dd-hazardLevel-${level}`, hazardCategory: `dd-hazardCategory-${cat}`,
  location, description, photos: [], requirement, responsible: 'u-chengang', deadline: ms(deadline)
})

export const hazardRectify: SeedModelBundle = {
  model: {
    ...model(HAZARD.model, '隐患整改审批', 'hazardRectify', b.form(fields), list),
    enableFlow: 1, flowId: HAZARD.template
  },
  records: [
    {
      id: 'rec-hz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-03 09:20',
      data: hazard('YH-TJ01-2026-031', '2026-03-03', '钱塘江特大桥5号墩钻孔平台临边防护缺失', 'general', 1, '钱塘江特大桥拼宽段5号墩钻孔平台',
        '平台东侧约6m范围未设置防护栏杆，作业人员距临边不足1m。', '立即设置1.2m高防护栏杆并挂设安全网，整改完成前禁止临边作业。', '2026-03-05')
    },
    {
      id: 'rec-hz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-04 15:40',
      data: hazard('YH-HJ-2026-012', '2026-03-04', 'K13+260互通匝道深基坑支护桩顶位移超预警值', 'major', 6, 'K13+260互通A匝道1号通道基坑',
        '监测显示支护桩顶水平位移累计32mm，超过预警值30mm，坑边堆载钢筋约20t。', '立即停止坑边堆载并卸载，加密监测频率至每日2次，编制加固方案报批。', '2026-03-06')
    },
    {
      id: 'rec-hz-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-05 10:05',
      data: hazard('YH-TJ01-2026-034', '2026-03-05', '1号钢筋加工场临时用电配电箱未接地', 'larger', 13, '1号钢筋加工场',
        '二级配电箱PE线未接入，箱门未上锁，电缆沿地面拖拉穿越车道。', '配电箱重新接地并测试接地电阻，电缆架空或穿管保护，箱门上锁。', '2026-03-07')
    },
    {
      id: 'rec-hz-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-03-06 08:30',
      data: hazard('YH-TJ01-2026-036', '2026-03-06', 'T梁预制场龙门吊轨道端部止挡松动', 'general', 4, 'T梁预制场2号龙门吊',
        '轨道北端止挡螺栓松动，缓冲器老化开裂。', '紧固止挡螺栓，更换缓冲器，整改后报验。', '2026-03-08')
    },
    {
      id: 'rec-hz-hj-005', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-03-06 14:10',
      data: hazard('YH-HJ-2026-015', '2026-03-06', '2号拌和站料仓爬梯护笼缺失', 'general', 4, '2号拌和站砂石料仓',
        '3号料仓检修爬梯高约9m，未设护笼，作业人员上下无防坠措施。', '加装护笼及防坠器，挂设警示牌，整改前禁止攀爬。', '2026-03-09')
    }
  ]
}

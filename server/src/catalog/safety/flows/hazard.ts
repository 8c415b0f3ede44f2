// 隐患整改审批 (vm-hazard-rectify, formType 2, a 功能流程 bound to the low-code model): a safety officer files a
// hazard, the person responsible records the rectification, a supervising engineer checks it on site and signs; a
// 重大隐患 also needs the safety director's approval (a condition on 隐患等级). The project's safety officers are copied.
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, condition, rights, start, type FieldRight } from '../../build/flow-nodes'
import { HAZARD_MODEL_ID } from '../models/hazard-rectify'

export const HAZARD = { template: 'ft-hazard-rectify', version: 'ftj-hazard-rectify-v1', form: 'ff-hazard-rectify', model: HAZARD_MODEL_ID }
export const MAJOR_HAZARD = 'dd-hazardLevel-major'

const rightsOf: FieldRight[] = [
  ['hazardNo', '隐患编号'], ['foundDate', '发现日期'], ['hazardTitle', '隐患名称'], ['hazardLevel', '隐患等级'], ['hazardCategory', '隐患类别'],
  ['chainage', '桩号'], ['position', '定位坐标'], ['location', '隐患部位'], ['description', '隐患描述'], ['photos', '隐患照片'], ['requirement', '整改要求'], ['responsibleUnit', '责任单位'], ['responsible', '整改责任人'],
  ['deadline', '整改期限'], ['measures', '整改措施'], ['completeDate', '整改完成日期'], ['afterPhotos', '整改后照片']
].map(([id, name]) => ({ id, name }))
const FILED = [
  'hazardNo', 'foundDate', 'hazardTitle', 'hazardLevel', 'hazardCategory', 'chainage', 'position', 'location', 'description', 'photos', 'requirement',
  'responsibleUnit', 'responsible', 'deadline'
]
const readOnly = rights(rightsOf, [])

const tree = start('hz-start', {
  formId: HAZARD.form, initiator: [role('role-safety'), role('role-pm')], isComment: true, revokeRule: 2,
  // what a supervisor triages by, straight from the to-do list: the level, where, and what
  titleType: 1, titleContent: '【{hazardLevel}】{location} {hazardTitle}',
  formOperates: rights(rightsOf, FILED, ['hazardTitle', 'hazardLevel', 'location', 'description', 'requirement', 'responsible', 'deadline'])
}, approver('hz-rectify', 'hz-start', {
  title: '责任人整改', content: '表单变量：整改责任人', assigneeType: 4, formField: 'responsible', formFieldType: 1, progress: 40,
  formOperates: rights(rightsOf, ['measures', 'completeDate', 'afterPhotos'], ['measures', 'completeDate']), opinionRequired: false
}, approver('hz-check', 'hz-rectify', {
  title: '监理复查', content: '监理工程师', approvers: [role('role-supervisor')], counterSign: 0, progress: 80, hasSign: true,
  rejectStep: '2', rejectType: 3, formOperates: readOnly, circulateUser: [role('role-safety')]
}, undefined, [
  condition('hz-major', 'hz-check', '重大隐患', {
    field: 'hazardLevel', fieldName: '隐患等级', jnpfKey: 'select', symbol: '==', symbolName: '等于', value: MAJOR_HAZARD, valueLabel: '重大隐患'
  }, approver('hz-director', 'hz-major', {
    title: '安全总监审批', content: '安全总监', approvers: [role('role-safety-director')], progress: 95, hasSign: true, formOperates: readOnly
  })),
  condition('hz-other', 'hz-check', '一般隐患', 'default')
])))

export const hazardFlow: CatalogFlow = {
  template: {
    id: HAZARD.template, enCode: 'hazardRectify', fullName: '隐患整改审批', type: 1, category: category('safety'), icon: 'alert-circle',
    iconBackground: '#fa3534', description: '安全隐患整改闭环：责任人整改、监理复查，重大隐患报安全总监', enabledMark: 1, sortCode: 2,
    creatorUserId: ''
  },
  version: {
    id: HAZARD.version, templateId: HAZARD.template, fullName: '隐患整改审批', groupId: 'ftg-hazard-rectify', visibleType: 1, tree, version: 1,
    formId: HAZARD.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: HAZARD.form, enCode: 'hazardRectify', fullName: '隐患整改审批', formType: 2, flowType: 1, category: category('safety'),
    modelId: HAZARD.model, flowId: HAZARD.template
  })
}

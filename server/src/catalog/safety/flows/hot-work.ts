// 动火作业审批 (vm-hot-work, formType 2, a 功能流程 bound to the low-code model): the section applies for the permit,
// the project's safety officer checks the place and measures, and a 特级 or 一级 动火 also needs the project manager's
// approval (a condition on 动火等级). The fire watcher named on the permit is copied.
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, condition, rights, start, type FieldRight } from '../../build/flow-nodes'
import { HOT_WORK_MODEL_ID } from '../models/hot-work'

export const HOT_WORK = { template: 'ft-hot-work', version: 'ftj-hot-work-v1', form: 'ff-hot-work', model: HOT_WORK_MODEL_ID }

const rightsOf: FieldRight[] = [
  ['permitNo', '许可证号'], ['grade', '动火等级'], ['chainage', '桩号'], ['workPlace', '动火部位'], ['content', '作业内容'], ['method', '动火方式'],
  ['startTime', '开始时间'], ['endTime', '结束时间'], ['operator', '动火人'], ['operatorCert', '特种作业操作证号'], ['watcher', '监火人'],
  ['measures', '安全措施'], ['gasResult', '气体检测结果'], ['gasTime', '检测时间'], ['photos', '作业前现场照片'], ['closeCheck', '完工检查情况'],
  ['closePhotos', '完工现场照片']
].map(([id, name]) => ({ id, name }))
const APPLIED = ['permitNo', 'grade', 'chainage', 'workPlace', 'content', 'method', 'startTime', 'endTime', 'operator', 'operatorCert', 'watcher', 'measures', 'photos']
const readOnly = rights(rightsOf, [])

const tree = start('hw-start', {
  formId: HOT_WORK.form, initiator: [role('role-foreman'), role('role-safety'), role('role-pm')], isComment: true, revokeRule: 2,
  titleType: 1, titleContent: '【{grade}】{workPlace} {startTime}',
  formOperates: rights(rightsOf, APPLIED, ['grade', 'workPlace', 'content', 'method', 'startTime', 'endTime', 'operator', 'operatorCert', 'watcher', 'measures'])
}, approver('hw-safety', 'hw-start', {
  title: '安全员审核', content: '安全员', approvers: [role('role-safety')], counterSign: 0, progress: 60, hasSign: true, formOperates: readOnly
}, undefined, [
  condition('hw-high', 'hw-safety', '特级、一级动火', {
    field: 'grade', fieldName: '动火等级', jnpfKey: 'select', symbol: '<>', symbolName: '不等于', value: 'second', valueLabel: '二级动火'
  }, approver('hw-pm', 'hw-high', {
    title: '项目经理审批', content: '项目经理', approvers: [role('role-pm')], progress: 90, hasSign: true, formOperates: readOnly
  })),
  condition('hw-second', 'hw-safety', '二级动火', 'default')
]))

export const hotWorkFlow: CatalogFlow = {
  template: {
    id: HOT_WORK.template, enCode: 'hotWorkPermit', fullName: '动火作业审批', type: 1, category: category('safety'), icon: 'lightning-bolt',
    iconBackground: '#fa3534', description: '动火作业许可：安全员审核，特级、一级动火报项目经理审批', enabledMark: 1, sortCode: 3, creatorUserId: ''
  },
  version: {
    id: HOT_WORK.version, templateId: HOT_WORK.template, fullName: '动火作业审批', groupId: 'ftg-hot-work', visibleType: 1, tree, version: 1,
    formId: HOT_WORK.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: HOT_WORK.form, enCode: 'hotWorkPermit', fullName: '动火作业审批', formType: 2, flowType: 1, category: category('safety'),
    modelId: HOT_WORK.model, flowId: HOT_WORK.template
  })
}

// 监理日志签认 (vm-supervision-log, formType 2, a 功能流程 bound to the low-code model): a supervising engineer files
// his day's log and the chief supervisor (总监理工程师: the engineer's superior, 发起者主管) reads and signs it off, or
// returns it to be completed. The chief supervisor's own log has nobody above him in the supervision office: it
// passes on its own (errorRule 4).
import { category, flowForm, role, type CatalogFlow } from '../../build/flow'
import { approver, rights, start, type FieldRight } from '../../build/flow-nodes'
import { SUPERVISION_LOG_MODEL_ID } from '../models/supervision-log'

export const SUPERVISION_LOG = {
  template: 'ft-supervision-log', version: 'ftj-supervision-log-v1', form: 'ff-supervision-log', model: SUPERVISION_LOG_MODEL_ID
}

const rightsOf: FieldRight[] = [
  ['logDate', '日志日期'], ['weather', '天气'], ['minTemp', '最低气温(°C)'], ['maxTemp', '最高气温(°C)'], ['works', '各合同段施工情况'],
  ['inspections', '巡视检查及验收情况'], ['problems', '发现的问题'], ['instructions', '监理指令及处理情况'], ['resources', '现场人员及设备情况'],
  ['photos', '现场照片']
].map(([id, name]) => ({ id, name }))

const signOff = approver('sl-chief', 'sl-start', {
  title: '总监签认', content: '总监理工程师（发起者主管）', assigneeType: 1, counterSign: 0, progress: 90, hasSign: true,
  formOperates: rights(rightsOf, []), isBatchApproval: true
})
// the chief supervisor's own log: nobody above him, the sign-off passes on its own
;(signOff.properties as Record<string, unknown>).errorRule = 4

const tree = start('sl-start', {
  formId: SUPERVISION_LOG.form, initiator: [role('role-supervisor')], isComment: true, revokeRule: 1,
  titleType: 1, titleContent: '{发起用户名}的监理日志（{logDate}）',
  formOperates: rights(rightsOf, 'all', ['logDate', 'weather', 'minTemp', 'maxTemp', 'inspections'])
}, signOff)

export const supervisionLogFlow: CatalogFlow = {
  template: {
    id: SUPERVISION_LOG.template, enCode: 'supervisionLogSign', fullName: '监理日志签认', type: 1, category: category('engineering'),
    icon: 'edit', iconBackground: '#2979ff', description: '监理工程师填写当日监理日志，总监理工程师签认', enabledMark: 1, sortCode: 5, creatorUserId: ''
  },
  version: {
    id: SUPERVISION_LOG.version, templateId: SUPERVISION_LOG.template, fullName: '监理日志签认', groupId: 'ftg-supervision-log',
    visibleType: 1, tree, version: 1, formId: SUPERVISION_LOG.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: SUPERVISION_LOG.form, enCode: 'supervisionLogSign', fullName: '监理日志签认', formType: 2, flowType: 1,
    category: category('engineering'), modelId: SUPERVISION_LOG.model, flowId: SUPERVISION_LOG.template
  })
}

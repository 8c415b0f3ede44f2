// 专项任务通知 (vm-special-task-notice, formType 2): the issuer sends the notice of a special task; every person named
// on it (接收人员, the form field receivers) signs receipt at 签收, a countersign (会签) that waits for all of them, the
// opinion optional. The task's record shows the issuer who has signed and who has not; a recipient cannot return the
// notice (no 退回), he signs it or hands it on (转审) to whoever answers for it.
import { category, flowForm, type CatalogFlow } from '../../build/flow'
import { approver, rights, start, type FieldRight } from '../../build/flow-nodes'
import { SPECIAL_NOTICE_MODEL_ID } from '../models/special-task-notice'
import { ISSUERS } from './special-task'

export const SPECIAL_NOTICE = {
  template: 'ft-special-task-notice', version: 'ftj-special-task-notice-v1', form: 'ff-special-task-notice', model: SPECIAL_NOTICE_MODEL_ID
}

const rightsOf: FieldRight[] = [
  ['noticeTitle', '通知标题'], ['noticeContent', '通知内容'], ['sections', '接收合同段'], ['receivers', '接收人员'], ['signBy', '要求签收时间'],
  ['attachments', '附件']
].map(([id, name]) => ({ id, name }))

const sign = approver('sn-sign', 'sn-start', {
  title: '签收', content: '接收人员（表单字段，会签）', assigneeType: 4, formField: 'receivers', formFieldType: 1, counterSign: 1, progress: 90,
  formOperates: rights(rightsOf, [])
})
Object.assign(sign.properties as Record<string, unknown>, { auditBtnText: '签收', hasRejectBtn: false, hasFreeApproverBtn: false })

const tree = start('sn-start', {
  formId: SPECIAL_NOTICE.form, initiator: ISSUERS, isComment: true, revokeRule: 2, titleType: 1, titleContent: '{noticeTitle}',
  formOperates: rights(rightsOf, 'all', ['noticeTitle', 'noticeContent', 'sections', 'receivers', 'signBy'])
}, sign)

export const specialNoticeFlow: CatalogFlow = {
  template: {
    id: SPECIAL_NOTICE.template, enCode: 'SpecialTaskFlowNotify', fullName: '专项任务通知', type: 1, category: category('engineering'),
    icon: 'bell', iconBackground: '#fa3534', description: '专项任务通知：接收人员逐一签收（会签）', enabledMark: 1, sortCode: 7, creatorUserId: ''
  },
  version: {
    id: SPECIAL_NOTICE.version, templateId: SPECIAL_NOTICE.template, fullName: '专项任务通知', groupId: 'ftg-special-task-notice',
    visibleType: 1, tree, version: 1, formId: SPECIAL_NOTICE.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: SPECIAL_NOTICE.form, enCode: 'SpecialTaskFlowNotify', fullName: '专项任务通知', formType: 2, flowType: 1,
    category: category('engineering'), modelId: SPECIAL_NOTICE.model, flowId: SPECIAL_NOTICE.template
  })
}

// The lab's approval flows (system forms, formType 1): a lab technician submits a record of the 施工检测台账, an
// incoming batch or a 工程实体检测 record for review; the chief engineer checks it and the supervising engineer
// approves it. The form carries the record's id and what the to-do lists show (number, item, part, verdict); the
// coded forms (/pages/workFlow/workFlowForm/<enCode>) read the record itself through the laboratory API, which keeps
// its own access rules, so a task never shows a record its reader may not see.
import { category, flowForm, role, type CatalogFlow } from '../build/flow'
import { approver, rights, start, type FieldRight } from '../build/flow-nodes'

const fields: FieldRight[] = [
  { id: 'recordId', name: '检测记录' }, { id: 'recordNo', name: '记录编号' }, { id: 'itemName', name: '检测项目' }, { id: 'partName', name: '工程部位' },
  { id: 'verdict', name: '检测结论' }, { id: 'testDate', name: '检测日期' }, { id: 'note', name: '报审说明' }
]
const readOnly = rights(fields, [])

function labFlow(code: string, fullName: string, key: string, description: string, sortCode: number): CatalogFlow {
  const ids = { template: `ft-lab-${key}`, version: `ftj-lab-${key}-v1`, form: `ff-lab-${key}` }
  const tree = start(`lab-${key}-start`, {
    formId: ids.form, initiator: [role('role-lab')], isComment: true, revokeRule: 1,
    formOperates: rights(fields, 'all', ['recordId', 'recordNo', 'itemName', 'verdict']),
    titleType: 1, titleContent: `【{verdict}】{recordNo} {itemName}`
  }, approver(`lab-${key}-chief`, `lab-${key}-start`, {
    title: '总工程师审核', content: '总工程师', approvers: [role('role-chief')], formOperates: readOnly, progress: 50
  }, approver(`lab-${key}-supervisor`, `lab-${key}-chief`, {
    title: '监理工程师审批', content: '监理工程师', approvers: [role('role-supervisor')], formOperates: readOnly, progress: 90, hasSign: true
  })))
  return {
    template: {
      id: ids.template, enCode: code, fullName, type: 0, category: category('quality'), icon: 'filter', iconBackground: '#8c54ff', description,
      enabledMark: 1, sortCode, creatorUserId: ''
    },
    version: {
      id: ids.version, templateId: ids.template, fullName, groupId: `ftg-lab-${key}`, visibleType: 1, tree, version: 1, formId: ids.form,
      sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
    },
    form: flowForm({
      id: ids.form, enCode: code, fullName, formType: 1, flowType: 0, category: category('quality'), modelId: '', flowId: ids.template,
      appUrlAddress: `/pages/workFlow/workFlowForm/${code}/index`
    })
  }
}

export const LAB_FLOWS = {
  constructionLedger: 'ftj-lab-ledger-v1', incomingMaterial: 'ftj-lab-material-v1', engineeringEntityData: 'ftj-lab-entity-v1'
} as const

export const labFlows: CatalogFlow[] = [
  labFlow('constructionLedger', '施工检测报审', 'ledger', '施工检测台账记录报审：总工程师审核、监理工程师审批', 11),
  labFlow('incomingMaterial', '进场材料检测报审', 'material', '进场材料检测结果报审：总工程师审核、监理工程师审批', 12),
  labFlow('engineeringEntityData', '工程实体检测报审', 'entity', '工程实体检测记录报审：总工程师审核、监理工程师审批', 13)
]

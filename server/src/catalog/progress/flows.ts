// 施工日报审批 (system form dailyReported, formType 1): a section's daily report, submitted by its foreman, manager or
// chief engineer, is approved by the section's supervision engineer or the owner's project manager (whoever of
// them acts first). The form carries the report's id and what the to-do lists show (section, day, items, value);
// the coded form (/pages/workFlow/workFlowForm/dailyReported) reads the report itself through the progress API. A
// withdrawal takes the task back to the launcher, so the report is edited and resubmitted on the same task. A function
// flow (type 1): it is launched from the report's page, never from the list of flows to launch.
import { category, flowForm, role, type CatalogFlow } from '../build/flow'
import { approver, rights, start, type FieldRight } from '../build/flow-nodes'

export const DAILY_REPORT_FLOW = { template: 'ft-progress-daily', version: 'ftj-progress-daily-v1', form: 'ff-progress-daily', enCode: 'dailyReported' } as const

const fields: FieldRight[] = [
  { id: 'reportId', name: '施工日报' }, { id: 'contractName', name: '合同段' }, { id: 'reportDate', name: '日报日期' },
  { id: 'itemCount', name: '填报项数' }, { id: 'totalValue', name: '当日产值（元）' }, { id: 'weather', name: '天气' }, { id: 'staff', name: '出勤人数' }
]

const tree = start('progress-daily-start', {
  formId: DAILY_REPORT_FLOW.form, initiator: [role('role-foreman'), role('role-pm'), role('role-chief')], isComment: true, revokeRule: 2,
  formOperates: rights(fields, 'all'), titleType: 1, titleContent: '{contractName} {reportDate} 施工日报'
}, approver('progress-daily-approve', 'progress-daily-start', {
  title: '日报审批', content: '监理工程师或业主项目经理', approvers: [role('role-supervisor'), role('role-owner-pm')], formOperates: rights(fields, []), progress: 90
}))

export const dailyReportFlow: CatalogFlow = {
  template: {
    id: DAILY_REPORT_FLOW.template, enCode: DAILY_REPORT_FLOW.enCode, fullName: '施工日报审批', type: 1, category: category('engineering'), icon: 'calendar',
    iconBackground: '#1989fa', description: '合同段施工日报报审：监理工程师或业主项目经理审批', enabledMark: 1, sortCode: 21, creatorUserId: ''
  },
  version: {
    id: DAILY_REPORT_FLOW.version, templateId: DAILY_REPORT_FLOW.template, fullName: '施工日报审批', groupId: 'ftg-progress-daily', visibleType: 1, tree,
    version: 1, formId: DAILY_REPORT_FLOW.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: DAILY_REPORT_FLOW.form, enCode: DAILY_REPORT_FLOW.enCode, fullName: '施工日报审批', formType: 1, flowType: 0, category: category('engineering'),
    modelId: '', flowId: DAILY_REPORT_FLOW.template, appUrlAddress: '/pages/workFlow/workFlowForm/dailyReported/index'
  })
}

// 计量审批 (system form meterApprove, formType 1): a section's metering for a period, submitted by its foreman, manager
// or chief engineer, is countersigned in turn by the section's supervision engineer (监理审核) and the owner's
// project manager (业主审核); either may send it back to the section. The form carries the metering's id and what
// the lists show; the coded form reads the metering itself through the progress API.
export const METER_FLOW = {
  template: 'ft-progress-meter', version: 'ftj-progress-meter-v1', form: 'ff-progress-meter', enCode: 'meterApprove',
  supervisorNode: 'progress-meter-supervisor', ownerNode: 'progress-meter-owner'
} as const

const meterFields: FieldRight[] = [
  { id: 'meterId', name: '计量单' }, { id: 'contractName', name: '合同段' }, { id: 'period', name: '计量期' },
  { id: 'lineCount', name: '清单项数' }, { id: 'amount', name: '本期计量金额（元）' }
]

const meterTree = start('progress-meter-start', {
  formId: METER_FLOW.form, initiator: [role('role-foreman'), role('role-pm'), role('role-chief')], isComment: true, revokeRule: 2,
  formOperates: rights(meterFields, 'all'), titleType: 1, titleContent: '{contractName} {period} 计量'
}, approver(METER_FLOW.supervisorNode, 'progress-meter-start', {
  title: '监理审核', content: '监理工程师', approvers: [role('role-supervisor')], formOperates: rights(meterFields, []), progress: 50
}, approver(METER_FLOW.ownerNode, METER_FLOW.supervisorNode, {
  title: '业主审核', content: '业主项目经理', approvers: [role('role-owner-pm')], formOperates: rights(meterFields, []), progress: 90
})))

export const meterFlow: CatalogFlow = {
  template: {
    id: METER_FLOW.template, enCode: METER_FLOW.enCode, fullName: '计量审批', type: 1, category: category('metering'), icon: 'calculator',
    iconBackground: '#ff9900', description: '合同段计量报审：监理工程师审核、业主项目经理审批', enabledMark: 1, sortCode: 22, creatorUserId: ''
  },
  version: {
    id: METER_FLOW.version, templateId: METER_FLOW.template, fullName: '计量审批', groupId: 'ftg-progress-meter', visibleType: 1, tree: meterTree,
    version: 1, formId: METER_FLOW.form, sendConfigIds: '', enabledMark: 1, sortCode: 0, creatorUserId: ''
  },
  form: flowForm({
    id: METER_FLOW.form, enCode: METER_FLOW.enCode, fullName: '计量审批', formType: 1, flowType: 0, category: category('metering'),
    modelId: '', flowId: METER_FLOW.template, appUrlAddress: '/pages/apply/meterManage/meterApprove/index'
  })
}

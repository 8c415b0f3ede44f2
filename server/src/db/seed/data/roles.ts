import { entriesUnder } from '../../../catalog/system/app-menus'
import type { SeedRole } from './types'

// Roles and their App menu grants (menu enCodes; a directory comes with any granted entry under it). Buttons apply to
// every granted menu of the role. Data scope is not a role matter: it follows project/contract membership (users.ts).

const unique = (codes: string[]): string[] => [...new Set(codes)]

const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_detail', 'btn_remove']
const EDITOR_BUTTONS = ['btn_add', 'btn_edit', 'btn_detail']

/** what every working role gets: the common entries, workflow, the public links and the personal centre */
const BASE = [...entriesUnder('common'), ...entriesUnder('workflow'), ...entriesUnder('links'), ...entriesUnder('personal')]
const ATTEND_SELF = ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'faceRecognition']
const ATTEND_FIELD = entriesUnder('fieldService')
const HAZARD_REPORTING = ['reportHidden', 'dangerList', 'rectification', 'safeTrainOnlineExam', 'examinationRecord', 'safetyMorin']
const REFERENCE = ['knowledgeBase', 'engKnowledgeBase', 'industryStandard', 'drawPdfs']

const baseRoles: SeedRole[] = [
  { id: 'role-admin', enCode: 'admin', fullName: '系统管理员', menus: '*', buttons: ALL_BUTTONS },
  {
    id: 'role-pm',
    enCode: 'projectManager',
    fullName: '项目经理',
    // everything of the business; batch signing comes with its own role
    menus: unique([
      ...BASE, ...entriesUnder('transaction'), ...entriesUnder('attendance'), ...entriesUnder('safety'),
      ...entriesUnder('engineering'), ...entriesUnder('laboratory'), ...entriesUnder('progress'), ...entriesUnder('projectMap'),
      'digitalSign'
    ]),
    buttons: ALL_BUTTONS
  },
  {
    id: 'role-chief',
    enCode: 'chiefEngineer',
    fullName: '总工程师',
    menus: unique([
      ...BASE, ...entriesUnder('transaction'), ...ATTEND_SELF, ...ATTEND_FIELD, ...entriesUnder('engineering'),
      ...entriesUnder('laboratory'), ...entriesUnder('progress'), ...entriesUnder('projectMap'),
      'safetyManage', 'hiddenDanger', 'hiddenDangerLedger', 'hazardInvestigat', 'safetyDisclosure', 'safetyInspectionRecord',
      'knowledgeBase', 'digitalSign'
    ]),
    buttons: ALL_BUTTONS
  },
  {
    id: 'role-safety',
    enCode: 'safetyOfficer',
    fullName: '安全员',
    menus: unique([
      ...BASE, ...entriesUnder('safety'), ...ATTEND_SELF, ...REFERENCE,
      'myTasks', 'addTask', 'workMessage', 'schedule', 'reportLog', 'keyInspections', 'smartSite', 'safetyHazardsManage',
      'siteComprehensiveCheck'
    ]),
    buttons: EDITOR_BUTTONS
  },
  {
    id: 'role-supervisor',
    enCode: 'supervisionEngineer',
    fullName: '监理工程师',
    menus: unique([
      ...BASE, ...ATTEND_SELF, ...ATTEND_FIELD, ...REFERENCE,
      'myTasks', 'auditTask', 'addTask', 'supervisionMeeting', 'supervisionOrder', 'workMessage', 'schedule', 'reportLog',
      'constructionPlan', 'problemRectification', 'supervisionLog', 'supervisionInspection', 'supervisionSite',
      'processInspectionApplication', 'entityMaterials', 'processManageNew', 'wbsTree', 'firstPieceApproval', 'designChange',
      'safetyManage', 'hiddenDanger', 'hiddenDangerLedger', 'rectification', 'siteINspection', 'hotWork', 'specialEquipment',
      'equipmentAcceptance', 'incomingMaterials', 'samplingData', 'engineeringEntityData', 'materialSummary',
      'approvalDailyReport', 'weekProgress', 'contractDetails', 'meterApprove', 'keyInspections', 'digitalSign',
      'siteComprehensiveCheck', 'concretePourApply', 'safetyInspectionRecord', 'testEntrustment', 'monthlyPlan'
    ]),
    buttons: EDITOR_BUTTONS
  },
  {
    id: 'role-lab',
    enCode: 'labTechnician',
    fullName: '试验员',
    menus: unique([
      ...BASE, ...entriesUnder('laboratory'), ...ATTEND_SELF, 'entityMaterials', 'industryStandard', 'engKnowledgeBase',
      'myTasks', 'workMessage', 'reportLog', 'concretePourApply'
    ]),
    buttons: EDITOR_BUTTONS
  },
  {
    id: 'role-foreman',
    enCode: 'sectionForeman',
    fullName: '施工队长/工区长',
    menus: unique([
      ...BASE, ...ATTEND_SELF, ...HAZARD_REPORTING, ...REFERENCE,
      'informationEntry', 'contractWorkersInfo', 'myTasks', 'addTask', 'workMessage', 'schedule', 'reportLog',
      'hotWork', 'safetyDisclosure', 'constructionPlan', 'problemRectification', 'processInspectionApplication',
      'processManageNew', 'wbsTree', 'consume', 'rebarCount', 'identifyQRCode',
      'progressDailyReport', 'progressFilling', 'weekProgress', 'manualPositioning',
      // low-code forms of the work area; on 月度施工计划 the foreman sees no prices (data/model-permissions.ts)
      'siteComprehensiveCheck', 'concretePourApply', 'safetyInspectionRecord', 'monthlyPlan'
    ]),
    buttons: EDITOR_BUTTONS
  },
  {
    id: 'role-worker',
    enCode: 'contractorWorker',
    fullName: '劳务作业人员',
    menus: unique([
      'allApp', 'inSiteMessage', 'contacts', 'flowLaunch', 'flowTodo', 'flowDone',
      'attendanceClock', 'punchClockRecord', 'attendanceFaceRecognition',
      'reportHidden', 'dangerList', 'safeTrainOnlineExam', 'examinationRecord', 'safetyMorin', 'knowledgeBase',
      ...entriesUnder('personal')
    ]),
    buttons: ['btn_add', 'btn_detail']
  },
  {
    id: 'role-batch-sign',
    enCode: 'batchESign',
    // the app compares role names with exactly this text (spec §6)
    fullName: '批量电子签章',
    menus: entriesUnder('signature'),
    buttons: ['btn_add', 'btn_detail']
  },
  {
    // a newcomer whose access is still being set up: no menus, so login shows 您的权限不足，请联系管理员
    id: 'role-pending',
    enCode: 'pendingAuthorization',
    fullName: '待授权人员',
    menus: [],
    buttons: []
  }
]

/** the roles the catalogue's flows name for one duty; they grant what the role of the same post grants */
const duty = (id: string, enCode: string, fullName: string, like: string): SeedRole => {
  const base = baseRoles.find((r) => r.id === like)
  if (!base) throw new Error(`no role ${like}`)
  return { id, enCode, fullName, menus: base.menus, buttons: base.buttons }
}

export const roles: SeedRole[] = [
  ...baseRoles,
  duty('role-safety-director', 'safetyDirector', '安全总监', 'role-safety'),
  duty('role-owner-pm', 'ownerProjectManager', '业主项目经理', 'role-pm'),
  duty('role-owner-chief', 'ownerChiefEngineer', '业主总工程师', 'role-chief')
]

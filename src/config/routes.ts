// Every page path of the app in one place (spec §2). Components never write URL strings by hand: they call these
// builders. `builtPages` is what app.config.ts registers; the Workbench only offers menu entries whose route is here.

type Query = Record<string, string | number | boolean | undefined | null>

/** '/pages/x/index' + '?a=1&b=2' with every value URI-encoded; empty values are left out */
export function withQuery(path: string, query: Query = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${path}?${parts.join('&')}` : path
}

export const routes = {
  launch: '/pages/launch/index',
  // tabs, in the spec's order
  tabMessages: '/pages/index/index',
  tabMap: '/pages/index/map',
  tabWorkbench: '/pages/index/apply',
  tabCloudVideo: '/pages/index/cloudVideo',
  tabMine: '/pages/index/my',
  processCentre: '/pages/index/workFlow',
  contacts: '/pages/index/contacts',
  // login
  login: '/pages/login/index',
  otherLogin: '/pages/login/otherLogin',
  weChatBinding: '/pages/login/weChatBinding',
  // subpackages
  userDetail: (id: string) => withQuery('/pages/message/userDetail/index', { id }),
  /** chat with one user (spec §2: query name, formUserId, headIcon) */
  im: (formUserId: string, name?: string, headIcon?: string) =>
    withQuery('/pages/message/im/index', { name, formUserId, headIcon }),
  messages: '/pages/message/message/index',
  messageDetail: (id: string) => withQuery('/pages/message/messageDetail/index', { id }),
  /** workflow detail; config is the base64 JSON of spec §2 (built by the workflow issue) */
  flowBefore: (config: string) => withQuery('/pages/workFlow/flowBefore/index', { config }),
  /** the approve dialog of the detail (opinion, signature, candidates ...); pickerId names the bridge request */
  flowOperate: (pickerId: string) => withQuery('/pages/workFlow/operate/index', { pickerId }),
  /** the comments of a task (list, add, delete own) */
  flowComment: (taskId: string) => withQuery('/pages/workFlow/comment/index', { taskId }),
  allApp: '/pages/workFlow/allApp/index',
  /** 发起流程 / 我发起的 (tab 1) */
  flowLaunch: (tab?: number) => withQuery('/pages/workFlow/flowLaunch/index', { tab }),
  flowTodo: '/pages/workFlow/flowTodo/index',
  /** 批量审批: the to-dos of nodes that allow batch approval */
  flowBatch: '/pages/workFlow/batch/index',
  flowDone: '/pages/workFlow/flowDone/index',
  /** the batch-sign prompt and the signing list (spec §4): approved documents waiting for my signature */
  flowModal: '/pages/workFlow/flowModal/index',
  /** 自动签章: the auto-sign setting; its webview shows a provider's signing page */
  autoSign: '/pages/workFlow/autoSign/index',
  autoSignWebview: (url: string) => withQuery('/pages/workFlow/autoSign/webview', { url }),
  /** 批量电子签章 (batch role) and its verification page */
  batchESignature: '/pages/apply/batchESignature/index',
  batchESignatureTest: (id?: string) => withQuery('/pages/apply/batchESignature/testIndex', { id }),
  /** 数字签名: the personal seal and saved hand signatures */
  digitalSign: '/pages/apply/digitalSign/index',
  flowCopy: '/pages/workFlow/flowCopy/index',
  /** delegations: 我的委托 / 委托给我 (tab 1) */
  entrust: (tab?: number) => withQuery('/pages/workFlow/entrust/index', { tab }),
  /** create (no id) or edit a delegation */
  entrustForm: (id?: string) => withQuery('/pages/workFlow/entrust/form', { id }),
  /** the flow chooser of the delegation form; pickerId names the request held by the picker bridge */
  entrustFlow: (pickerId: string) => withQuery('/pages/workFlow/entrust/flow', { pickerId }),
  /** candidates of a node for the approve dialog; pickerId as above */
  candiDateUserSelect: (pickerId: string) => withQuery('/pages/workFlow/candiDateUserSelect/index', { pickerId }),
  /** opens a task from a scanned code, or the task the query names (taskId) */
  flowScanForm: (query: Query = {}) => withQuery('/pages/workFlow/scanForm/index', query),
  /** a route this build lacks (app.tsx's not-found handler): what it is and a way back */
  unavailable: (path?: string) => withQuery('/pages/apply/unavailable/index', { path }),
  externalLink: (url: string, title?: string) => withQuery('/pages/apply/externalLink/index', { url, title }),
  /** the generic form page (spec §2) a menu can point at for a form-only model; hands over to dynamicModel */
  form: (id: string, title?: string, menuId?: string) => withQuery('/pages/form/index', { id, menuId, title }),
  /** a low-code model's page (menu type 3): id = propertyJson.moduleId, menuId for the menu's permissions */
  dynamicModel: (id: string, title?: string, menuId?: string) => withQuery('/pages/apply/dynamicModel/index', { id, menuId, title }),
  /** low-code record form / detail; config is the base64 JSON of jnpf-forms-and-flows §3.2 point 9 */
  dynamicModelForm: (config: string) => withQuery('/pages/apply/dynamicModel/form', { config }),
  dynamicModelDetail: (config: string) => withQuery('/pages/apply/dynamicModel/detail', { config }),
  dynamicModelScanForm: (query: Query = {}) => withQuery('/pages/apply/dynamicModel/scanForm', query),
  /** selector pages of the low-code controls; pickerId names the request held by the picker bridge */
  popSelect: (pickerId: string) => withQuery('/pages/apply/popSelect/index', { pickerId }),
  tableSelect: (pickerId: string) => withQuery('/pages/apply/tableSelect/index', { pickerId }),
  tableTreeSelector: (pickerId: string) => withQuery('/pages/apply/tableTreeSelector/index', { pickerId }),
  tableLinkage: (pickerId: string) => withQuery('/pages/apply/tableLinkage/index', { pickerId }),
  // 试验室管理 (issue 18)
  /** 材料进场: the list; { mode: 'add' } the registration; { id } one batch with its results and change record */
  incomingMaterials: (query: { id?: string; mode?: 'add' } = {}) => withQuery('/pages/apply/laboratoryManagement/incomingMaterials/index', query),
  /** 材料汇总 by material, supplier and month */
  materialSummary: '/pages/apply/laboratoryManagement/materialSummary/index',
  /** one material's summary; days back ('' for all) */
  materialSummaryDetail: (materialCode: string, days = '') => withQuery('/pages/apply/laboratoryManagement/materialSummary/summary', { materialCode, days }),
  /** 合同段进度: contract value, completed value and percent of each section (进度管理, issue 15) */
  contractDetails: '/pages/apply/progressManage/contractDetails/index',
  wbsTree: '/pages/apply/wbsTree/index',
  progressFilling: '/pages/apply/progressManage/progressFilling/index',
  /** the section's report of a day (today without one) and its fill page */
  progressDailyReport: (date?: string) => withQuery('/pages/apply/progressManage/progressDailyReport/index', { date }),
  progressDailyReportFill: (date?: string) => withQuery('/pages/apply/progressManage/progressDailyReport/fill', { date }),
  weekProgress: '/pages/apply/progressManage/weekProgress/index',
  approvalDailyReport: '/pages/apply/progressManage/approvalDailyReport/index',
  meterApprove: '/pages/apply/meterManage/meterApprove/index',
  // the hidden-danger loop (安全管理, issue 14)
  /** the quick report */
  reportHidden: '/pages/apply/reportHidden/index',
  /** my reports */
  dangerList: '/pages/apply/dangerList/index',
  /** one hazard: config is the low-code page config (as dynamicModelDetail); without it the 安全隐患 overview */
  hiddenDanger: (config?: string) => withQuery('/pages/apply/hiddenDanger/index', { config }),
  hiddenDangerLedger: '/pages/apply/hiddenDangerLedger/index',
  /** the hazards the user must rectify */
  rectification: '/pages/apply/rectification/index',
  /** the rectification of one hazard */
  rectificationAddDetail: (id: string) => withQuery('/pages/apply/rectificationAddDetail/index', { id }),
  /** 隐患排查: safety inspections by checklist; config (a low-code page config) opens one, view 'form' its form */
  safetyManage: (config?: string, view?: 'form') => withQuery('/pages/apply/safetyManage/index', { config, view }),
  /** 现场巡检: the site patrols; config (a low-code page config) opens one, view 'form' its form */
  siteInspection: (config?: string, view?: 'form') => withQuery('/pages/apply/siteINspection/index', { config, view }),
  /** a hazard's 隐患整改审批 task, found by the hazard's record id (the task id is the record id) */
  hazardFlow: (id: string) => withQuery('/pages/workFlow/workFlowForm/hazardFrom/index', { id }),
  /** 专项排查: inspections whose checklist is picked from the problem library; config (a low-code page config) opens one */
  hazardInvestigat: (config?: string) => withQuery('/pages/apply/hazardInvestigat/index', { config }),
  /** a 专项排查's form, new or edit (config as above) */
  addTreeSelect: (config: string) => withQuery('/pages/apply/hazardInvestigat/addTreeSelect', { config }),
  /** the problem library's tree to pick a 专项排查's checklist from (a picker-bridge page) */
  problemTreeSelect: (pickerId: string) => withQuery('/pages/apply/hazardInvestigat/treeSelect', { pickerId }),
  // the home dashboard (issue 17): the cards and the page each opens
  homepage: '/pages/apply/homepage/index',
  projectOverview: '/pages/apply/homepage/projectOverview/index',
  projectInvestment: '/pages/apply/homepage/projectInvestment/index',
  projectOverallProgress: '/pages/apply/homepage/projectOverallProgress/index',
  safetyHazardsManage: '/pages/apply/homepage/safetyHazardsManage/index',
  // the task centre (事务中心, issue 19)
  /** 我的任务: tasks handed to me or my section */
  myTasks: '/pages/apply/myTasks/index',
  myTaskDetail: (id: string) => withQuery('/pages/apply/myTasks/taskDetail', { id }),
  /** 发布任务: the tasks I published, and publishing one */
  publishTask: '/pages/apply/publishTask/index',
  increasePublishPage: '/pages/apply/publishTask/increasePublishPage',
  /** 任务审核: tasks waiting for my audit */
  auditTask: '/pages/apply/auditTask/index',
  auditDetail: (id: string) => withQuery('/pages/apply/auditTask/auditDetail', { id }),
  /** 监理指令: orders issued by supervision engineers to sections, replied, verified and closed */
  supervisionOrder: '/pages/apply/supervisionOrder/index',
  supervisionOrderDetail: (id: string) => withQuery('/pages/apply/supervisionOrder/detail', { id }),
  supervisionOrderAdd: '/pages/apply/supervisionOrder/add',
  /** 考勤管理 (issue 16) */
  attendance: {
    attendanceClock: '/pages/apply/attendanceManagement/attendanceClock/index',
    punchClockRecord: '/pages/apply/attendanceManagement/punchClockRecord/index',
    punshClockStatistics: '/pages/apply/attendanceManagement/punshClockStatistics/index',
    contractWorkersInfo: '/pages/apply/contractWorkersInfo/index',
    /** register a worker, or edit one */
    workerForm: (id?: string) => withQuery('/pages/apply/contractWorkersInfo/form', { id }),
    /** field service: clock in outside the fence with a photo and a reason */
    photoCheck: '/pages/apply/attendanceManagementFieldService/photoCheck/index',
    fieldPunchClockRecord: '/pages/apply/attendanceManagementFieldService/punchClockRecord/index',
    fieldPunshClockStatistics: '/pages/apply/attendanceManagementFieldService/punshClockStatistics/index'
  },
  /** 动火作业许可: the hot work permits; config (a low-code page config) opens one permit with its validity and moves */
  hotWork: (config?: string) => withQuery('/pages/apply/hotWork/index', { config }),
  /** 安全早班会: the crews' pre-shift safety talks */
  safetyMorning: '/pages/apply/safetyMorin/index',
  /** 特种设备: the special equipment register; config opens one machine with its certificates */
  specialEquipment: (config?: string) => withQuery('/pages/apply/specialEquipment/index', { config }),
  /** 应急管理: plans, drills, contacts and emergency stock; tab opens one segment (plan, drill, contact, material) */
  emergencyManagement: (tab?: string) => withQuery('/pages/apply/emergencyManagement/index', { tab }),
  /** 安全培训考试: courses, the exam and its result; examId opens one exam (its result once submitted) */
  safeTrainOnlineExam: (examId?: string) => withQuery('/pages/apply/safetyTrain/safeTrainOnlineExam/index', { examId }),
  /** 预警管理: the project's early warnings; id opens one (with 已知悉, and for its issuer who has not acknowledged) */
  earlyWarning: (id?: string) => withQuery('/pages/apply/earlyWarning/index', { id }),
  /** 问题库: the custom problems under review (mine, or all of the project for reviewers) and the library to browse */
  pitfallCustom: (tab?: string) => withQuery('/pages/apply/pitfallCustom/index', { tab }),
  /** one custom problem: its review (approve into the library, reject) for reviewers, withdrawal for its proposer */
  approvePitfall: (id: string) => withQuery('/pages/apply/pitfallCustom/approvePitfall', { id }),
  /** 新增自定义问题: an inspector proposes a problem the library lacks */
  addProblem: '/pages/apply/problemRectification/addProblem',
  /** 工作通知: 收到的 / 我发出的; id opens one (reading it records the receipt; its sender sees who has read) */
  workMessage: (id?: string) => withQuery('/pages/apply/workMessage/index', { id }),
  addMessage: '/pages/apply/workMessage/addMessage',
  /** 日程安排: the month with the day's entries and tasks; the form edits one entry (id) or adds one on a day (date) */
  schedule: '/pages/apply/schedule/index',
  scheduleForm: (id?: string, date?: string) => withQuery('/pages/apply/schedule/form', { id, date }),
  /** 工作日志: my logs and 下属日志 by month; id opens one (with the manager's comments); the form writes or edits one */
  reportLog: (id?: string) => withQuery('/pages/apply/reportLog/index', { id }),
  reportLogForm: (id?: string) => withQuery('/pages/apply/reportLog/form', { id }),
  /** 考试记录: my exams, everyone's of the project for safety officers and managers */
  examinationRecord: '/pages/apply/examinationRecord/index',
  /** 培训签到: the training sessions I am invited to (organisers: all of the project's) and my training hours */
  trainAttendance: '/pages/apply/safetyTrain/trainAttendance/index',
  /** one training session: sign in with a hand signature; its organiser sees who signed and who is missing */
  trainAttendanceDetail: (id: string) => withQuery('/pages/apply/safetyTrain/trainAttendance/detail', { id }),
  /** 新建培训班 (organisers) */
  trainAttendanceCreate: '/pages/apply/safetyTrain/trainAttendance/create',
  /** 课程管理: the project's courses and question banks (organisers) */
  courseAdmin: '/pages/apply/safetyTrain/courseAdmin/index',
  /** 新建课程 (no id) or one course with its question bank */
  courseAdminForm: (id?: string) => withQuery('/pages/apply/safetyTrain/courseAdmin/form', { id }),
  my: {
    settings: '/pages/my/settings/index',
    scanResult: (ticket: string) => withQuery('/pages/my/scanResult/index', { ticket }),
    modifyPsd: '/pages/my/modifyPsd/index',
    contactUs: '/pages/my/contactUs/index',
    abouts: '/pages/my/abouts/index',
    accountSecurity: '/pages/my/accountSecurity/index',
    cancellation: '/pages/my/cancellation/index',
    personalData: '/pages/my/personalData/index',
    business: '/pages/my/business/index',
    subordinate: (id = '0') => withQuery('/pages/my/subordinate/index', { id }),
    /** the outbox: forms submitted without network, until they are sent */
    outbox: '/pages/my/outbox/index'
  }
} as const

export const tabPages: readonly string[] = [
  routes.tabMessages,
  routes.tabMap,
  routes.tabWorkbench,
  routes.tabCloudVideo,
  routes.tabMine
]

/** a page URL without its query string, with one leading slash: what switchTab and the page list compare */
export function pagePath(url: string): string {
  return '/' + url.split('?')[0].replace(/^\/+/, '')
}

/** pages registered in app.config.ts (keep in sync; a unit test compares the two) */
export const builtPages: readonly string[] = [
  routes.launch,
  ...tabPages,
  routes.processCentre,
  routes.contacts,
  routes.login,
  routes.otherLogin,
  routes.weChatBinding,
  pagePath(routes.userDetail('')),
  pagePath(routes.im('')),
  routes.messages,
  pagePath(routes.messageDetail('')),
  routes.allApp,
  pagePath(routes.flowBefore('')),
  pagePath(routes.flowOperate('')),
  pagePath(routes.flowComment('')),
  pagePath(routes.flowLaunch()),
  routes.flowTodo,
  routes.flowBatch,
  routes.flowDone,
  routes.flowModal,
  routes.autoSign,
  pagePath(routes.autoSignWebview('')),
  routes.batchESignature,
  pagePath(routes.batchESignatureTest()),
  routes.digitalSign,
  routes.flowCopy,
  pagePath(routes.entrust()),
  pagePath(routes.entrustForm()),
  pagePath(routes.entrustFlow('')),
  pagePath(routes.candiDateUserSelect('')),
  pagePath(routes.flowScanForm()),
  pagePath(routes.externalLink('')),
  pagePath(routes.form('')),
  pagePath(routes.unavailable()),
  pagePath(routes.dynamicModel('')),
  pagePath(routes.dynamicModelForm('')),
  pagePath(routes.dynamicModelDetail('')),
  pagePath(routes.dynamicModelScanForm()),
  pagePath(routes.popSelect('')),
  pagePath(routes.tableSelect('')),
  pagePath(routes.tableTreeSelector('')),
  pagePath(routes.tableLinkage('')),
  routes.contractDetails,
  routes.wbsTree,
  routes.progressFilling,
  pagePath(routes.progressDailyReport()),
  pagePath(routes.progressDailyReportFill()),
  routes.weekProgress,
  routes.approvalDailyReport,
  pagePath(routes.incomingMaterials()),
  routes.materialSummary,
  pagePath(routes.materialSummaryDetail('')),
  routes.meterApprove,
  routes.reportHidden,
  routes.dangerList,
  pagePath(routes.hiddenDanger()),
  routes.hiddenDangerLedger,
  routes.rectification,
  pagePath(routes.rectificationAddDetail('')),
  pagePath(routes.safetyManage()),
  pagePath(routes.siteInspection()),
  pagePath(routes.hazardFlow('')),
  pagePath(routes.hazardInvestigat()),
  pagePath(routes.addTreeSelect('')),
  pagePath(routes.problemTreeSelect('')),
  routes.homepage,
  routes.projectOverview,
  routes.projectInvestment,
  routes.projectOverallProgress,
  routes.safetyHazardsManage,
  routes.myTasks,
  pagePath(routes.myTaskDetail('')),
  routes.publishTask,
  routes.increasePublishPage,
  routes.auditTask,
  pagePath(routes.auditDetail('')),
  routes.supervisionOrder,
  pagePath(routes.supervisionOrderDetail('')),
  routes.supervisionOrderAdd,
  ...Object.values(routes.attendance).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
  pagePath(routes.hotWork()),
  routes.safetyMorning,
  pagePath(routes.specialEquipment()),
  pagePath(routes.emergencyManagement()),
  pagePath(routes.safeTrainOnlineExam()),
  routes.examinationRecord,
  routes.trainAttendance,
  pagePath(routes.trainAttendanceDetail('')),
  routes.trainAttendanceCreate,
  routes.courseAdmin,
  pagePath(routes.courseAdminForm()),
  pagePath(routes.earlyWarning()),
  pagePath(routes.pitfallCustom()),
  pagePath(routes.approvePitfall('')),
  routes.addProblem,
  pagePath(routes.workMessage()),
  routes.addMessage,
  routes.schedule,
  pagePath(routes.scheduleForm()),
  pagePath(routes.reportLog()),
  pagePath(routes.reportLogForm()),
  ...Object.values(routes.my).map((r) => pagePath(typeof r === 'function' ? r('') : r))
]

/** true when a menu urlAddress points at a page this build has (query string ignored) */
export function isBuiltPage(url: string): boolean {
  return builtPages.includes(pagePath(url))
}

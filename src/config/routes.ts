// Every page path of the app in one place (spec §2). Components never write URL strings by hand: they call these
// builders. `builtPages` is what app.config.ts registers; the Workbench only offers menu entries whose route is here.
// The routes live in per-domain tables under ./route-table/; this file composes them and stays the only public entry.

import { coreRoutes } from './route-table/core'
import { workflowRoutes } from './route-table/workflow'
import { lowcodeRoutes } from './route-table/lowcode'
import { laboratoryRoutes } from './route-table/laboratory'
import { progressRoutes } from './route-table/progress'
import { safetyRoutes } from './route-table/safety'
import { homeRoutes } from './route-table/home'
import { taskRoutes } from './route-table/tasks'
import { attendanceRoutes } from './route-table/attendance'
import { keyInspectionRoutes } from './route-table/keyInspections'
import { safetyRegisterRoutes } from './route-table/safetyRegisters'
import { officeRoutes } from './route-table/office'
import { trainingRoutes } from './route-table/training'
import { documentRoutes } from './route-table/documents'
import { myRoutes } from './route-table/my'
import { processRoutes } from './route-table/processes'
import { supervisionRoutes } from './route-table/supervision'
import { specialTaskRoutes } from './route-table/specialTasks'
import { rebarRoutes } from './route-table/rebar'
import { systemRoutes, SYSTEM_PAGE_URLS } from './route-table/system'
import { withQuery } from './route-table/query'

export { withQuery }

export const routes = {
  ...coreRoutes,
  ...workflowRoutes,
  ...lowcodeRoutes,
  ...laboratoryRoutes,
  ...progressRoutes,
  ...safetyRoutes,
  ...homeRoutes,
  ...taskRoutes,
  ...attendanceRoutes,
  ...keyInspectionRoutes,
  ...safetyRegisterRoutes,
  ...officeRoutes,
  ...trainingRoutes,
  ...documentRoutes,
  ...myRoutes,
  ...processRoutes,
  ...supervisionRoutes,
  ...specialTaskRoutes,
  ...rebarRoutes,
  ...systemRoutes
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
  pagePath(routes.constructionLedger()),
  routes.increaseLedger,
  pagePath(routes.engineeringEntityData()),
  routes.increaseEngineering,
  pagePath(routes.ledgeChoose('')),
  routes.ledgerSummary,
  pagePath(routes.ledgerSummaryDetail('')),
  pagePath(routes.samplingData()),
  routes.selfInspectionData,
  routes.infoCenter,
  routes.increaseInfo,
  pagePath(routes.labFlow('constructionLedger', '')),
  pagePath(routes.labFlow('incomingMaterial', '')),
  pagePath(routes.labFlow('engineeringEntityData', '')),
  routes.meterApprove,
  routes.meterApply,
  pagePath(routes.meterApplyForm()),
  pagePath(routes.dailyFill()),
  pagePath(routes.dailyReported('')),
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
  routes.wisdomConstructionSite,
  pagePath(routes.smartSite()),
  routes.myTasks,
  pagePath(routes.myTaskDetail('')),
  routes.publishTask,
  routes.increasePublishPage,
  routes.auditTask,
  pagePath(routes.auditDetail('')),
  routes.supervisionOrder,
  pagePath(routes.supervisionOrderDetail('')),
  routes.supervisionOrderAdd,
  routes.supervisionMeeting,
  pagePath(routes.supervisionMeetingDetail('')),
  routes.supervisionMeetingAdd(),
  pagePath(routes.increaseMeeting('')),
  routes.taskManagement,
  routes.addManage,
  routes.addTask,
  routes.addPage,
  pagePath(routes.sceneCheck('')),
  pagePath(routes.siteCheckDetail('')),
  pagePath(routes.consume()),
  pagePath(routes.addConsume()),
  routes.order,
  ...Object.values(routes.attendance).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
  ...Object.values(routes.keyInspections).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
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
  ...Object.values(routes.my).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
  routes.processManage,
  pagePath(routes.processList('')),
  routes.selectWbs,
  routes.processInspection,
  pagePath(routes.processInspectionApply('', 0)),
  pagePath(routes.processInspectionDetail('')),
  routes.entityMaterials,
  pagePath(routes.entityMaterialAdd()),
  routes.problemRectification,
  pagePath(routes.problemDetail('')),
  // two builders may open one page (the standards, and the standards on one category)
  ...new Set(Object.values(routes.documents).map((r) => pagePath(typeof r === 'function' ? r('') : r))),
  ...Object.values(routes.supervision).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
  ...Object.values(routes.specialTasks).map((r) => pagePath(r())),
  ...Object.values(routes.rebarCount).map((r) => pagePath(typeof r === 'function' ? r('') : r)),
  // the H5 build's system pages; the mini-program has WeChat's own (app.config.ts registers them the same way)
  ...(process.env.TARO_ENV === 'h5' ? Object.keys(SYSTEM_PAGE_URLS) : [])
]

/** true when a menu urlAddress points at a page this build has (query string ignored) */
export function isBuiltPage(url: string): boolean {
  return builtPages.includes(pagePath(url))
}

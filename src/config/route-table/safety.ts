// Routes of the hidden-danger loop (安全管理): reports, rectification, inspections, 专项排查; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const safetyRoutes = {
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
  problemTreeSelect: (pickerId: string) => withQuery('/pages/apply/hazardInvestigat/treeSelect', { pickerId })
} as const

// Routes of the supervisors' engineering registers (工程管理); composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const supervisionRoutes = {
  // the supervisors' engineering registers (工程管理, issue 18): low-code models opened through the engine
  supervision: {
    /** 施工方案 list; config (a low-code page config) opens one scheme (detail) */
    constructionPlan: '/pages/apply/engineeringManagement/constructionPlan/index',
    constructionPlanDetail: (config: string) => withQuery('/pages/apply/engineeringManagement/constructionPlan/detail', { config }),
    supervisionLog: '/pages/apply/engineeringManagement/supervisionLog/index',
    supervisionInspection: (config?: string, view?: 'form') => withQuery('/pages/apply/engineeringManagement/supervisionInspection/index', { config, view }),
    supervisionSite: (config?: string) => withQuery('/pages/apply/engineeringManagement/supervisionSite/index', { config }),
    /** a supervision log's 监理日志签认 task by the log's record id; without it, today's new log */
    supervisionLogForm: (id?: string) => withQuery('/pages/workFlow/workFlowForm/supervisionLogForm/index', { id }),
    /** the approved schemes a tour can follow */
    tourPlanChoose: '/pages/workFlow/workFlowForm/supervisionTourForm/planChoose'
  }
} as const

// The API as one encapsulated plugin, registered at the root (/api/..., what a JNPF 3.6 web client calls) and
// under /H5Api (what the app calls). Auth applies to this scope only, so static files stay public.
import type { FastifyInstance } from 'fastify'
import type { RateLimiter } from '../lib/rate-limiter'
import { adminOrgRoutes } from '../modules/admin-org/routes'
import { adminProjectsRoutes } from '../modules/admin-projects/routes'
import { adminRolesRoutes } from '../modules/admin-roles/routes'
import { adminSystemRoutes } from '../modules/admin-system/routes'
import { adminUsersRoutes } from '../modules/admin-users/routes'
import { appRoutes } from '../modules/app/routes'
import { dataInterfaceRoutes } from '../modules/datainterface/routes'
import { fileRoutes } from '../modules/files/routes'
import { healthRoutes } from '../modules/health'
import { imRoutes } from '../modules/im/routes'
import { socketRoutes } from '../modules/im/socket-routes'
import { messageRoutes } from '../modules/message/routes'
import { loginRoutes } from '../modules/oauth/login-routes'
import { socialRoutes } from '../modules/oauth/social-routes'
import { socialOAuthRoutes } from '../modules/oauth/social-oauth-routes'
import { ticketRoutes } from '../modules/oauth/ticket-routes'
import { organizeRoutes } from '../modules/organize/routes'
import { projectRoutes } from '../modules/projects/routes'
import { progressRoutes } from '../modules/progress'
import { attendanceRoutes } from '../modules/attendance'
import { attendanceManagerRoutes } from '../modules/attendance-managers'
import { keyInspectionRoutes } from '../modules/key-inspections'
import { laboratoryRoutes } from '../modules/laboratory'
import { systemRoutes } from '../modules/system/routes'
import { currentUserRoutes } from '../modules/users/current-routes'
import { userRoutes } from '../modules/users/routes'
import { exportRoutes, printRoutes, statisticsRoutes, visualDevRoutes } from '../modules/visualdev'
import { commonWordsRoutes } from '../modules/common-words/routes'
import { safetyRoutes } from '../modules/safety'
import { dashboardRoutes } from '../modules/dashboard'
import { smartSiteRoutes } from '../modules/smart-site'
import { taskRoutes } from '../modules/tasks'
import { taskCheckRoutes } from '../modules/task-checks'
import { supervisionOrderRoutes } from '../modules/supervision-orders'
import { supervisionMeetingRoutes } from '../modules/supervision-meetings'
import { documentRoutes } from '../modules/documents'
import { workMessageRoutes } from '../modules/work-messages'
import { scheduleRoutes } from '../modules/schedule'
import { workLogRoutes } from '../modules/work-log'
import { warningRoutes } from '../modules/warnings'
import { pitfallRoutes } from '../modules/pitfalls'
import { trainingRoutes } from '../modules/training'
import { signImgRoutes } from '../modules/sign-img/routes'
import { esignRoutes, startESign } from '../modules/esign'
import { flowCommentRoutes } from '../modules/workflow/comment/routes'
import { flowDelegateRoutes } from '../modules/workflow/delegate/routes'
import { flowReadRoutes } from '../modules/workflow/read/routes'
import { flowTemplateRoutes } from '../modules/workflow/template/routes'
import { flowTaskRoutes } from '../modules/workflow/task/routes'
import { visualDevDesignRoutes } from '../modules/visualdev-design'
import { flowDesignRoutes } from '../modules/workflow/design'
import { flowMonitorRoutes } from '../modules/workflow/monitor'
import { wechatJssdkRoutes } from '../modules/wechat-jssdk'
import { processRoutes } from '../modules/processes'
import { videoRoutes } from '../modules/video'
import { rebarRoutes } from '../modules/rebar'
import { registerAuth } from './auth'
import { registerInputGuard } from './input-guard'

export interface ApiOptions {
  /** one login limiter for both mounts, so switching prefixes does not double the allowance */
  loginLimiter: RateLimiter
}

export async function registerApi(app: FastifyInstance, { loginLimiter: limiter }: ApiOptions): Promise<void> {
  registerAuth(app)
  registerInputGuard(app)
  await healthRoutes(app)
  await loginRoutes(app, limiter)
  await socialRoutes(app, limiter)
  await socialOAuthRoutes(app)
  await ticketRoutes(app)
  await projectRoutes(app)
  await progressRoutes(app)
  await attendanceRoutes(app)
  await attendanceManagerRoutes(app)
  await keyInspectionRoutes(app)
  await laboratoryRoutes(app)
  await currentUserRoutes(app)
  await userRoutes(app)
  await organizeRoutes(app)
  await appRoutes(app)
  await systemRoutes(app)
  await fileRoutes(app)
  await messageRoutes(app)
  await wechatJssdkRoutes(app)
  await imRoutes(app)
  await socketRoutes(app)
  await visualDevRoutes(app)
  await exportRoutes(app)
  await printRoutes(app)
  await statisticsRoutes(app)
  await dataInterfaceRoutes(app)
  await signImgRoutes(app)
  await esignRoutes(app)
  // approvers are asked to sign (or auto-sign) once a flow passes
  const stopESign = startESign(app.ctx)
  app.addHook('onClose', async () => stopESign())
  await commonWordsRoutes(app)
  await safetyRoutes(app)
  await dashboardRoutes(app)
  await smartSiteRoutes(app)
  await taskRoutes(app)
  await taskCheckRoutes(app)
  await supervisionOrderRoutes(app)
  await supervisionMeetingRoutes(app)
  await documentRoutes(app)
  await warningRoutes(app)
  await pitfallRoutes(app)
  await workMessageRoutes(app)
  await scheduleRoutes(app)
  await workLogRoutes(app)
  await trainingRoutes(app)
  await flowTemplateRoutes(app)
  await flowReadRoutes(app)
  await flowDelegateRoutes(app)
  await flowCommentRoutes(app)
  await flowTaskRoutes(app)
  await adminOrgRoutes(app)
  await adminUsersRoutes(app)
  await adminRolesRoutes(app)
  await adminSystemRoutes(app)
  await adminProjectsRoutes(app)
  await visualDevDesignRoutes(app)
  await flowDesignRoutes(app)
  await flowMonitorRoutes(app)
  await processRoutes(app)
  await videoRoutes(app)
  await rebarRoutes(app)
}

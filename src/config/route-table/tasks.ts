// Routes of the task centre (事务中心): tasks, supervision orders and meetings, site checks, consumption, work orders; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const taskRoutes = {
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
  /** 监理例会: meetings with sign-in, minutes and resolutions that become tasks */
  supervisionMeeting: '/pages/apply/supervisionMeeting/index',
  supervisionMeetingDetail: (id: string) => withQuery('/pages/apply/supervisionMeeting/detail', { id }),
  /** 新建会议, or 修改会议 with the meeting's id */
  supervisionMeetingAdd: (id?: string) => (id ? withQuery('/pages/apply/supervisionMeeting/add', { id }) : '/pages/apply/supervisionMeeting/add'),
  increaseMeeting: (id: string) => withQuery('/pages/apply/supervisionMeeting/increaseMeeting', { id }),
  /** 任务管理: every task of the project for its managers (filters, export), and the checklists (addManage) */
  taskManagement: '/pages/apply/taskManagement/index',
  addManage: '/pages/apply/taskManagement/addManage',
  /** 现场检查任务: site checks from a checklist; assigning one (addPage), checking on site, its detail */
  addTask: '/pages/apply/addTask/index',
  addPage: '/pages/apply/addTask/addPage',
  sceneCheck: (id: string) => withQuery('/pages/apply/addTask/sceneCheck', { id }),
  siteCheckDetail: (id: string) => withQuery('/pages/apply/addTask/taskDetail', { id }),
  /** 材料消耗 against tasks, and recording one; 工单管理 (派工单) */
  consume: (q: { taskId?: string } = {}) => withQuery('/pages/apply/consume/index', q),
  addConsume: (taskId?: string) => withQuery('/pages/apply/addConsume/index', { taskId }),
  order: '/pages/apply/order/index'
} as const

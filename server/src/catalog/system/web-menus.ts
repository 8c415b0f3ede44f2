// The Web menu tree (base_module, category 'Web') of the JNPF 3.6 web console, as data: the installer puts these rows
// into every database (production and demo) and CurrentUser answers them to the console (empty `type`).
//
// How the console reads a row ([W36] src/router/helper/routeHelper.ts transformObjToRoute):
// - type 1 directory: a menu group, its path is '/' + enCode;
// - type 2 page: urlAddress is the view under src/views (`permission/user` opens views/permission/user/index.vue),
//   the route name is the enCode with dots turned into dashes, and the menu title is the console's translation of
//   'routes.<that name>' when it has one, else fullName;
// - type 7 link: urlAddress with ${jnpfToken} replaced by the session token; linkTarget _self shows it inside the
//   console (an iframe at '/' + enCode), _blank opens a new window.
// The enCodes of the administrative pages are the areas of server/src/modules/admin/areas.ts: the admin guard grants
// an area to whoever holds its Web menu, so a page and its endpoints are granted together.
import { ADMIN_AREAS } from '../../modules/admin/areas'

export interface WebMenuRow {
  id: string
  parentId: string
  type: 1 | 2 | 7
  enCode: string
  fullName: string
  icon: string
  urlAddress: string
  propertyJson: string
  linkTarget: '_self' | '_blank'
  sortCode: number
}

/** the one system the console's Web menus belong to: CurrentUser names it in userInfo.systemId / systemIds */
export const WEB_SYSTEM = { id: 'web-system-main', enCode: 'mainSystem', icon: 'icon-ym icon-ym-systemToggle' } as const

const icon = (name: string) => `icon-ym icon-ym-${name}`

const dir = (id: string, enCode: string, fullName: string, iconName: string, sortCode: number): WebMenuRow => ({
  id, parentId: '-1', type: 1, enCode, fullName, icon: icon(iconName), urlAddress: '', propertyJson: '{}', linkTarget: '_self', sortCode
})

const page = (parentId: string, enCode: string, fullName: string, view: string, iconName: string, sortCode: number): WebMenuRow => ({
  id: `web-${enCode.replace(/\./g, '-')}`, parentId, type: 2, enCode, fullName, icon: icon(iconName), urlAddress: view,
  propertyJson: '{}', linkTarget: '_self', sortCode
})

const PERMISSION = 'web-permission'
const SYSTEM = 'web-system'
const WORKFLOW = 'web-workFlow'
const ONLINE_DEV = 'web-onlineDev'

export const webMenus: WebMenuRow[] = [
  dir(PERMISSION, 'permission', '组织权限', 'permission', 10),
  page(PERMISSION, ADMIN_AREAS.organize, '组织管理', 'permission/organize', 'organization', 1),
  page(PERMISSION, ADMIN_AREAS.position, '岗位管理', 'permission/position', 'position', 2),
  page(PERMISSION, ADMIN_AREAS.group, '分组管理', 'permission/group', 'group', 3),
  page(PERMISSION, ADMIN_AREAS.role, '角色管理', 'permission/role', 'role', 4),
  page(PERMISSION, ADMIN_AREAS.user, '用户管理', 'permission/user', 'user', 5),
  page(PERMISSION, ADMIN_AREAS.authorize, '权限管理', 'permission/authorize', 'authorize', 6),
  page(PERMISSION, ADMIN_AREAS.userOnline, '在线用户', 'permission/userOnline', 'onlineUser', 7),
  // the console has no view for projects and contract sections: the product's own page opens inside the console
  // (an iframe at /permission.project) and calls /api/permission/Project with the session token it is handed
  {
    id: 'web-permission-project', parentId: PERMISSION, type: 7, enCode: ADMIN_AREAS.project, fullName: '项目与合同段',
    icon: icon('projectExample'), urlAddress: '/admin/projects?token=${jnpfToken}', propertyJson: '{}', linkTarget: '_self', sortCode: 8
  },

  dir(SYSTEM, 'system', '系统管理', 'system', 20),
  page(SYSTEM, ADMIN_AREAS.dictionary, '数据字典', 'systemData/dictionary', 'dataDictionary', 1),
  page(SYSTEM, ADMIN_AREAS.billRule, '单据规则', 'system/billRule', 'sysBillRule', 2),
  page(SYSTEM, ADMIN_AREAS.area, '行政区划', 'system/area', 'sysProvince', 3),
  page(SYSTEM, ADMIN_AREAS.notice, '系统公告', 'system/notice', 'sysNotice', 4),
  page(SYSTEM, ADMIN_AREAS.sysConfig, '系统配置', 'system/sysConfig', 'sysConfig', 5),
  page(SYSTEM, ADMIN_AREAS.log, '系统日志', 'system/log', 'sysLog', 6),

  // the low-code designer: models the app renders, released onto the App and Web menus
  dir(ONLINE_DEV, 'onlineDev', '在线开发', 'onlineDev', 25),
  page(ONLINE_DEV, ADMIN_AREAS.webDesign, '功能设计', 'onlineDev/webDesign', 'webDesign', 1),

  // the process centre, and for administrators the flow and form designers and the monitor
  dir(WORKFLOW, 'workFlow', '协同办公', 'workFlow', 30),
  page(WORKFLOW, 'workFlow.addFlow', '发起流程', 'workFlow/flowQuickLaunch', 'launchFlow', 1),
  page(WORKFLOW, 'workFlow.flowLaunch', '我发起的', 'workFlow/flowLaunch', 'flowLaunch', 2),
  page(WORKFLOW, 'workFlow.flowTodo', '待办事宜', 'workFlow/flowTodo', 'flowTodo', 3),
  page(WORKFLOW, 'workFlow.flowDone', '已办事宜', 'workFlow/flowDone', 'flowDone', 4),
  page(WORKFLOW, 'workFlow.flowCirculate', '抄送事宜', 'workFlow/flowCirculate', 'flowCirculate', 5),
  page(WORKFLOW, 'workFlow.entrust', '流程委托', 'workFlow/entrust', 'flowEntrust', 6),
  page(WORKFLOW, ADMIN_AREAS.flowEngine, '流程设计', 'workFlow/flowEngine', 'flowDesign', 7),
  page(WORKFLOW, ADMIN_AREAS.formDesign, '表单设计', 'workFlow/formDesign', 'formDesign', 8),
  page(WORKFLOW, ADMIN_AREAS.flowMonitor, '流程监控', 'workFlow/flowMonitor', 'flowMonitor', 9)
]

/**
 * the Web entries every working (non-admin) role gets by default: the process centre. Directories need no grant of
 * their own: CurrentUser shows the directory of any granted entry.
 */
export const webBusinessMenuCodes: string[] = [
  'workFlow.addFlow', 'workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate', 'workFlow.entrust'
]

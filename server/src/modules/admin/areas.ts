// The administrative areas of the JNPF 3.6 web console, by the enCode of their Web menu (base_module, category
// 'Web'). An administrator may use every area; anybody else only the areas a role of theirs is granted, and then
// only for the people of their own projects (scope.ts).
export const ADMIN_AREAS = {
  organize: 'permission.organize',
  position: 'permission.position',
  role: 'permission.role',
  group: 'permission.group',
  user: 'permission.user',
  authorize: 'permission.authorize',
  userOnline: 'permission.userOnline',
  project: 'permission.project',
  dictionary: 'systemData.dictionary',
  billRule: 'system.billRule',
  area: 'system.area',
  sysConfig: 'system.sysConfig',
  notice: 'msgCenter.notice',
  log: 'system.log',
  // the designers: low-code functions, flow templates, flow forms, and the flow monitor
  webDesign: 'onlineDev.webDesign',
  flowEngine: 'workFlow.flowEngine',
  formDesign: 'workFlow.formDesign',
  flowMonitor: 'workFlow.flowMonitor'
} as const

export type AdminArea = (typeof ADMIN_AREAS)[keyof typeof ADMIN_AREAS]

// Platform defaults of base_sys_config that every install starts with; the console's 系统配置 page changes them.
// Keys are JNPF's: the lock policy is read by the login service (after passwordErrorsNumber wrong passwords the
// account waits lockTime minutes, lockType 2), tokenTimeout is in hours. A value already stored is never overwritten.
export const defaultSysConfig: Record<string, string> = {
  sysName: '公路建设云平台',
  title: '公路建设云平台',
  sysDescription: '面向公路建设项目参建各方的移动工程管理平台',
  sysVersion: '3.3.5',
  copyright: '',
  companyName: '',
  passwordErrorsNumber: '5',
  lockType: '2',
  lockTime: '10',
  tokenTimeout: '12',
  singleLogin: '0',
  enableVerificationCode: '0',
  verificationCodeNumber: '4'
}

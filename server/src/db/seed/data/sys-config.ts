import { GROUP_NAME } from './organizes'
import type { SeedSysConfig } from './types'

// JNPF sysconfig keys (base_sys_config). sysName doubles as the share title of the app; the lock policy is read by
// the login service: after passwordErrorsNumber wrong passwords the account waits lockTime minutes (lockType 2).
// tokenTimeout is in hours.
export const sysConfig: SeedSysConfig = {
  sysName: '公路建设云平台',
  title: '公路建设云平台',
  sysDescription: '面向公路建设项目参建各方的移动工程管理平台',
  sysVersion: '3.3.5',
  copyright: `Copyright © 2026 ${GROUP_NAME}`,
  companyName: GROUP_NAME,
  companyCode: 'JNLJ',
  companyContacts: '信息中心',
  companyTelePhone: '0571-86000000',
  companyEmail: 'service@example.com',
  companyAddress: '浙江省杭州市滨江区江南大道1000号',
  passwordErrorsNumber: '5',
  lockType: '2',
  lockTime: '10',
  tokenTimeout: '12',
  singleLogin: '0',
  enableVerificationCode: '0',
  verificationCodeNumber: '4',
  // the first password of people an administrator creates without one (the console's user form has none)
  newUserDefaultPassword: 'Highway@2026'
}

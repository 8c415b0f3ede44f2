// The checks the create-account form makes before asking the server (which checks the same and more: a taken
// account, an organisation outside the manager's projects).
import { isMobile } from '@/utils/validators'
import type { NewAccount } from '../api/managed-people'

/** as the server's account rule: letters, digits, Chinese characters and _ . @ - */
const ACCOUNT_RULE = /^[A-Za-z0-9_.@\-\u4e00-\u9fa5]+$/

export type AccountErrors = Partial<Record<keyof NewAccount, string>>

export function checkNewAccount(a: NewAccount): AccountErrors {
  const e: AccountErrors = {}
  const account = a.account.trim()
  if (!account) e.account = '请输入账户'
  else if (account.length > 50) e.account = '账户不能超过50个字符'
  else if (!ACCOUNT_RULE.test(account)) e.account = '账户只能由字母、数字、汉字和 _ . @ - 组成'
  if (!a.realName.trim()) e.realName = '请输入姓名'
  if (!a.gender) e.gender = '请选择性别'
  if (a.mobilePhone.trim() && !isMobile(a.mobilePhone.trim())) e.mobilePhone = '手机号码格式不正确'
  if (!a.organizeId) e.organizeId = '请选择所属组织'
  if (a.password && a.password.length < 6) e.password = '初始密码至少6位'
  return e
}

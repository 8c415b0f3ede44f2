// Rules of the change-password form. Messages are shown next to the field they belong to.

export interface PasswordChange {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>

export const PASSWORD_RULE_TEXT = '8-20位，须同时包含字母和数字'

/** the strength rule for a new password; '' when it is acceptable */
export function checkNewPassword(value: string): string {
  if (!value) return '请输入新密码'
  if (/\s/.test(value)) return '密码不能包含空格'
  if (value.length < 8 || value.length > 20) return '密码长度须为8-20位'
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return '密码须同时包含字母和数字'
  return ''
}

export function validatePasswordChange(form: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {}
  if (!form.oldPassword) errors.oldPassword = '请输入当前密码'
  const strength = checkNewPassword(form.newPassword)
  if (strength) errors.newPassword = strength
  else if (form.newPassword === form.oldPassword) errors.newPassword = '新密码不能与当前密码相同'
  if (!form.confirmPassword) errors.confirmPassword = '请再次输入新密码'
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = '两次输入的新密码不一致'
  return errors
}

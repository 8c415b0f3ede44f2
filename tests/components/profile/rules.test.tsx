// The personal centre's pure rules, table-driven (the pages' tests cover how they are wired).
import { maskEmail, maskMobile } from '@/features/profile/lib/mask'
import { parseScanContent } from '@/features/profile/lib/parse-scan'
import { checkNewPassword } from '@/features/profile/lib/password-rules'
import { splitUserName } from '@/features/profile/lib/display-name'
import { avatarInitials } from '@/components'
import { validateBaseInfo, type BaseInfoDraft } from '@/features/profile/lib/base-info-rules'
import { genderCode } from '@/features/profile/lib/gender'

test.each([
  ['13812345678', '138****5678'],
  [' 13812345678 ', '138****5678'],
  ['+8613812345678', '****5678'],
  ['123', '****'],
  ['', ''],
  [null, '']
])('maskMobile(%p) = %p', (input, out) => expect(maskMobile(input)).toBe(out))

test.each([
  ['zhangwei@example.com', 'z***i@example.com'],
  ['ab@x.cn', 'a***@x.cn'],
  ['a@x.cn', 'a***@x.cn'],
  ['broken', '***'],
  ['', '']
])('maskEmail(%p) = %p', (input, out) => expect(maskEmail(input)).toBe(out))

test.each([
  ['{"t":"login","id":"abc"}', { kind: 'login', ticket: 'abc' }],
  ['{"t":"login","id":" abc "}', { kind: 'login', ticket: 'abc' }],
  ['{"t":"login","id":""}', { kind: 'unknown' }],
  ['{"t":"login","id":5}', { kind: 'unknown' }],
  ['{"t":"Login","id":"abc"}', { kind: 'unknown' }],
  ['["login","abc"]', { kind: 'unknown' }],
  ['null', { kind: 'unknown' }],
  ['abc', { kind: 'unknown' }],
  ['', { kind: 'unknown' }]
])('parseScanContent(%p)', (raw, out) => expect(parseScanContent(raw)).toEqual(out))

test.each([
  ['abcd1234', ''],
  ['abcdefghij1234567890', ''],
  ['abcdefghij12345678901', '密码长度须为8-20位'],
  ['abc1234', '密码长度须为8-20位'],
  ['abcd 1234', '密码不能包含空格'],
  ['ABCDEFGH', '密码须同时包含字母和数字'],
  ['12345678', '密码须同时包含字母和数字'],
  ['Highway@2026', ''],
  ['', '请输入新密码']
])('checkNewPassword(%p) = %p', (pwd, out) => expect(checkNewPassword(pwd)).toBe(out))

test.each([
  ['张伟/zhangwei', { name: '张伟', account: 'zhangwei' }],
  ['张伟', { name: '张伟', account: '' }],
  ['/x', { name: '/x', account: '' }]
])('splitUserName(%p)', (input, out) => expect(splitUserName(input)).toEqual(out))

test.each([
  ['张伟', '伟'],
  ['欧阳娜娜', '娜'],
  ['tom', 'T'],
  ['', '?']
])('avatarInitials(%p) = %p', (input, out) => expect(avatarInitials(input)).toBe(out))

test.each([
  [1, '1'],
  ['2', '2'],
  ['男', '1'],
  ['女', '2'],
  [0, ''],
  [null, '']
])('genderCode(%p) = %p', (input, out) => expect(genderCode(input as string | number | null)).toBe(out))

describe('validateBaseInfo', () => {
  const now = new Date(2026, 10, 21).getTime()
  const ok: BaseInfoDraft = { realName: '张伟', gender: '1', mobilePhone: '', email: '', birthday: null, signature: '' }

  test('empty optional fields are fine', () => expect(validateBaseInfo(ok, now)).toEqual({}))
  test.each([
    [{ realName: ' ' }, 'realName', '请输入姓名'],
    [{ realName: '张'.repeat(51) }, 'realName', '姓名不能超过50个字'],
    [{ mobilePhone: '12812345678' }, 'mobilePhone', '请输入正确的手机号码'],
    [{ mobilePhone: '1381234567' }, 'mobilePhone', '请输入正确的手机号码'],
    [{ email: 'a@b' }, 'email', '请输入正确的电子邮箱'],
    [{ birthday: now + 86400000 }, 'birthday', '出生日期不能晚于今天'],
    [{ signature: '字'.repeat(201) }, 'signature', '个人签名不能超过200个字']
  ])('%p -> %s: %s', (patch, field, message) => {
    expect(validateBaseInfo({ ...ok, ...patch }, now)).toEqual({ [field]: message })
  })
})

// The keys of the console's 系统配置 form, what each may hold, and which switches this server does not act on (it
// refuses to turn those on rather than store a setting that would silently do nothing).

/** text keys: the longest value allowed */
export const TEXT_KEYS: Record<string, [label: string, max: number]> = {
  sysName: ['系统名称', 50], title: ['系统标题', 50], sysDescription: ['系统描述', 500], copyright: ['版权信息', 200],
  companyName: ['公司名称', 100], companyCode: ['公司简称', 50], companyAddress: ['公司地址', 200], companyContacts: ['公司法人', 50],
  companyTelePhone: ['公司电话', 50], companyEmail: ['公司邮箱', 100], loginIcon: ['登录图标', 500], logoIcon: ['LOGO图标', 500],
  appIcon: ['APP图标', 500], whiteListIp: ['白名单设置', 2000], newUserDefaultPassword: ['新用户默认密码', 50],
  qyhCorpId: ['企业号Id', 100], qyhAgentId: ['应用凭证', 100], qyhAgentSecret: ['凭证密钥', 200], qyhCorpSecret: ['同步密钥', 200],
  dingAgentId: ['钉钉企业号Id', 100], dingSynAppKey: ['钉钉应用凭证', 100], dingSynAppSecret: ['钉钉凭证密钥', 200],
  // the mobile app's release (GET /api/app/Version) and launch screen (GET /api/file/AppStartInfo/{name})
  appVersion: ['APP版本号', 20], appUpdateContent: ['APP更新说明', 500], appDownloadUrl: ['APP下载地址', 500],
  appStartImg: ['启动页图片', 500], appStartText: ['启动页文字', 100]
}

/** text keys with a shape beyond their length: [pattern, what the message says it must be] */
export const TEXT_PATTERNS: Record<string, [pattern: RegExp, expected: string]> = {
  appVersion: [/^\d{1,4}(\.\d{1,4}){0,3}$/, '形如 3.3.5 的版本号'],
  appDownloadUrl: [/^https?:\/\/[^\s]+$/i, '以 http:// 或 https:// 开头的地址']
}

/** whole-number keys: [label, min, max, default, unit]; tokenTimeout is in minutes on the wire, hours in storage */
export const NUMBER_KEYS: Record<string, [label: string, min: number, max: number, dflt: number, unit: string]> = {
  singleLogin: ['登录方式', 1, 2, 2, ''],
  tokenTimeout: ['超时登出', 60, 525600, 720, '分钟'],
  passwordErrorsNumber: ['密码错误次数', 3, 100, 5, '次'],
  lockType: ['锁定方式', 1, 2, 2, ''],
  lockTime: ['延迟时间', 1, 1440, 10, '分钟'],
  verificationCodeNumber: ['验证码位数', 3, 6, 4, '位'],
  updateCycle: ['更新周期', 1, 3650, 90, '天'],
  updateInAdvance: ['提前提醒', 1, 365, 7, '天'],
  passwordLengthMinNumber: ['最小长度', 1, 32, 6, ''],
  disableTheNumberOfOldPasswords: ['禁用个数', 1, 24, 3, '个'],
  linkTime: ['链接时效性', 1, 8760, 24, '小时'],
  unClickNum: ['失效次数', 1, 100, 1, '次'],
  appVersionCode: ['APP版本代码', 1, 1000000, 139, '']
}

/** 0/1 switches */
export const SWITCH_KEYS = [
  'enableVerificationCode', 'lastLoginTimeSwitch', 'whitelistSwitch', 'passwordIsUpdatedRegularly', 'passwordStrengthLimit',
  'passwordLengthMin', 'containsNumbers', 'includeLowercaseLetters', 'includeUppercaseLetters', 'containsCharacters',
  'disableOldPassword', 'mandatoryModificationOfInitialPassword', 'isClick', 'qyhIsSynOrg', 'qyhIsSynUser', 'dingSynIsSynOrg',
  'dingSynIsSynUser'
]

/** switches with nothing behind them here: turning one on is refused with its name */
export const UNSUPPORTED_SWITCHES: Record<string, string> = {
  whitelistSwitch: 'IP白名单验证', passwordIsUpdatedRegularly: '密码定期更新', passwordStrengthLimit: '密码强度限制',
  disableOldPassword: '禁用旧密码', mandatoryModificationOfInitialPassword: '修改初始密码提醒', isClick: '审批链接点击失效',
  qyhIsSynOrg: '企业微信同步', qyhIsSynUser: '企业微信同步', dingSynIsSynOrg: '钉钉同步', dingSynIsSynUser: '钉钉同步'
}

/** number values this server cannot honour, with why */
export const UNSUPPORTED_VALUES: Record<string, Record<number, string>> = {
  singleLogin: { 1: '暂不支持单一登录，请选择同时登录' },
  lockType: { 1: '暂不支持永久锁定账号，请选择延时登录' }
}

/** the PUT body schema: every known key typed, everything else stripped (Ajv removeAdditional) */
export const sysConfigBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(Object.keys(TEXT_KEYS).map((k) => [k, { type: ['string', 'null'], maxLength: 4000 }])),
    ...Object.fromEntries(Object.keys(NUMBER_KEYS).map((k) => [k, { type: ['integer', 'null'] }])),
    ...Object.fromEntries(SWITCH_KEYS.map((k) => [k, { type: ['integer', 'null'] }]))
  }
}

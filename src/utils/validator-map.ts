// The validators by name, for form rules that name their check as a string (JNPF regList / uView rule pattern).
import {
  isAmount,
  isCarNo,
  isChinese,
  isCode,
  isDate,
  isDateISO,
  isDigits,
  isEmail,
  isEnOrNum,
  isIdCard,
  isJsonString,
  isLandline,
  isLetter,
  isMobile,
  isNumber,
  isUrl
} from './validators'

export const validators = {
  email: isEmail,
  mobile: isMobile,
  url: isUrl,
  date: isDate,
  dateISO: isDateISO,
  number: isNumber,
  digits: isDigits,
  idCard: (value: unknown) => isIdCard(value),
  carNo: isCarNo,
  amount: isAmount,
  chinese: isChinese,
  letter: isLetter,
  enOrNum: isEnOrNum,
  landline: isLandline,
  jsonString: isJsonString,
  code: (value: unknown) => isCode(value)
} as const

export type ValidatorName = keyof typeof validators

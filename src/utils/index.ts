// Pure helpers shared by every feature (spec §5, §9). Import from '@/utils'; each concern lives in its own file.
export {
  isEmail,
  isMobile,
  isUrl,
  isDate,
  isDateISO,
  isNumber,
  isDigits,
  isIdCard,
  isCarNo,
  isAmount,
  isChinese,
  isLetter,
  isEnOrNum,
  isLandline,
  isJsonString,
  isCode,
  isRadioOrCheckbox
} from './validators'
export { idCardCheckChar } from './id-card'
export { isCalendarDate } from './calendar'
export { trim, type TrimMode } from './trim'
export { formatFileSize } from './format-file-size'
export { formatDate } from './format-date'
export { serverDay, fromServerDay } from './server-day'
export { relativeTime } from './relative-time'
export { base64Encode, base64Decode } from './base64'
export { toMillis, type DateInput } from './timestamp'
export { randomId, randomInt } from './random'
export { debounce, throttle, type Cancelable } from './timing'
export { validators } from './validator-map'
export { chainageAt, formatChainage, MAX_OFFSET_M, type ChainageFix, type ChainagePoint } from './chainage'
export { wgs84ToGcj02, outsideChina } from './gcj02'

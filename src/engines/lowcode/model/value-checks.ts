// The shape each control's value must have (jnpf-forms-and-flows.md §1.3 "value"), checked exactly as the server
// does (server/src/modules/visualdev/value-checks.ts) and with its messages, so a form the client accepts is never
// refused for its shape. Widgets produce these shapes anyway; this guards values set by scripts, drafts and links.
import type { LcField, LcOption } from '../types'

const TEXT = new Set(['input', 'textarea', 'colorPicker', 'editor', 'autoComplete', 'signature'])
const NUMBERS = new Set(['inputNumber', 'rate', 'slider', 'calculate'])
const OPTIONS = new Set(['radio', 'checkbox', 'select', 'treeSelect'])
const PATHS = new Set(['cascader', 'organizeSelect', 'areaSelect'])
const IDS = new Set(['depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect', 'popupSelect', 'popupTableSelect', 'relationForm'])
const UPLOADS = new Set(['uploadFile', 'uploadImg'])
const USERS_TYPES = new Set(['company', 'department', 'role', 'position', 'group', 'user', 'system'])
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const SAFE_URL = /^(\/[^/\\]|https?:\/\/)/i
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/
export const MAX_ROWS = 1000

type Problem = string | undefined
const isScalar = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

function text(f: LcField, label: string, v: unknown): Problem {
  if (typeof v !== 'string') return `${label}应为文本`
  const max = num(f.props.maxlength)
  return max !== undefined && [...v].length > max ? `${label}不能超过${max}个字符` : undefined
}

function number(f: LcField, label: string, v: unknown): Problem {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  if (!Number.isFinite(n)) return `${label}应为数字`
  const min = num(f.props.min)
  const max = num(f.props.max)
  if (min !== undefined && n < min) return `${label}不能小于${min}`
  return max !== undefined && n > max ? `${label}不能大于${max}` : undefined
}

function findOption(options: LcOption[], value: unknown, deep: boolean): LcOption | undefined {
  for (const o of options) {
    if (String(o.value) === String(value)) return o
    const inner = deep && o.children ? findOption(o.children, value, deep) : undefined
    if (inner) return inner
  }
  return undefined
}

function options(f: LcField, label: string, v: unknown): Problem {
  const values = f.jnpfKey === 'checkbox' || f.multiple ? v : [v]
  if (!Array.isArray(values) || !values.every(isScalar)) return `${label}的值不正确`
  const stray = f.options && values.find((x) => !findOption(f.options as LcOption[], x, f.jnpfKey === 'treeSelect'))
  return stray !== undefined && f.options ? `${label}的选项“${String(stray)}”不在可选范围内` : undefined
}

function paths(f: LcField, label: string, v: unknown): Problem {
  const list = f.multiple ? v : [v]
  if (!Array.isArray(list) || list.length === 0) return `${label}的值不正确`
  for (const p of list) {
    if (!Array.isArray(p) || p.length === 0 || p.length > 20 || !p.every(isScalar)) return `${label}的值不正确`
    if (f.jnpfKey !== 'cascader') {
      if (!p.every((x) => typeof x === 'string')) return `${label}的值不正确`
      continue
    }
    // a cascader path walks down the option tree from a root
    let level: LcOption[] | undefined = f.options
    for (const id of f.options ? p : []) {
      const found: LcOption | undefined = level?.find((o) => String(o.value) === String(id))
      if (!found) return `${label}的选项“${String(id)}”不在可选范围内`
      level = found.children
    }
  }
  return undefined
}

function ids(f: LcField, label: string, v: unknown): Problem {
  const list = f.multiple ? v : [v]
  if (!Array.isArray(list) || list.length > 1000 || !list.every(isScalar)) return `${label}的值不正确`
  if (f.jnpfKey !== 'usersSelect') return undefined
  const wrong = list.find((id) => !USERS_TYPES.has(String(id).split('--')[1] ?? ''))
  return wrong === undefined ? undefined : `${label}的值“${String(wrong)}”应为“编号--类型”`
}

function uploads(f: LcField, label: string, v: unknown): Problem {
  if (!Array.isArray(v)) return `${label}的值不正确`
  const limit = num(f.props.limit)
  if (limit !== undefined && limit > 0 && v.length > limit) return `${label}最多上传${limit}个文件`
  for (const item of v) {
    if (!isRecord(item) || typeof item.name !== 'string' || typeof item.url !== 'string') return `${label}的文件信息不完整`
    // a photo kept on the device (no network): the outbox uploads it and puts the server's file here before sending
    if (typeof item.localPhotoId === 'string' && item.localPhotoId) continue
    if (!SAFE_URL.test(item.url)) return `${label}的文件地址不正确`
  }
  return undefined
}

function location(label: string, v: unknown): Problem {
  if (typeof v !== 'string') return `${label}的值不正确`
  try {
    const loc: unknown = JSON.parse(v)
    if (!isRecord(loc)) return `${label}的值不正确`
    return ['lng', 'lat'].some((k) => loc[k] !== undefined && !Number.isFinite(Number(loc[k]))) ? `${label}的值不正确` : undefined
  } catch {
    return `${label}的值不正确`
  }
}

function switchValue(f: LcField, label: string, v: unknown): Problem {
  const accepted = [true, false, 1, 0, '1', '0', f.props.activeValue, f.props.inactiveValue]
  return accepted.some((a) => a !== undefined && a === v) ? undefined : `${label}的值不正确`
}

/** what is wrong with a non-empty value of the field, named by `label`; undefined when the server would take it */
export function valueProblem(f: LcField, label: string, v: unknown): Problem {
  const k = f.jnpfKey
  if (TEXT.has(k)) return text(f, label, v)
  if (k === 'timePicker') return text(f, label, v) ?? (TIME.test(v as string) ? undefined : `${label}应为时间（时:分:秒）`)
  if (k === 'slider' && f.props.range === true) {
    if (!Array.isArray(v) || v.length !== 2) return `${label}的值不正确`
    return number(f, label, v[0]) ?? number(f, label, v[1])
  }
  if (NUMBERS.has(k)) return number(f, label, v)
  if (k === 'datePicker') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN
    return Number.isSafeInteger(n) ? undefined : `${label}应为日期`
  }
  if (k === 'switch') return switchValue(f, label, v)
  if (OPTIONS.has(k)) return options(f, label, v)
  if (PATHS.has(k)) return paths(f, label, v)
  if (IDS.has(k)) return ids(f, label, v)
  if (UPLOADS.has(k)) return uploads(f, label, v)
  if (k === 'sign') return typeof v === 'string' && (IMAGE_DATA_URL.test(v) || SAFE_URL.test(v)) ? undefined : `${label}应为签名图片`
  if (k === 'location') return location(label, v)
  if (k === 'dateRange' || k === 'timeRange') {
    return Array.isArray(v) && v.length === 2 && v.every((x) => x === null || isScalar(x)) ? undefined : `${label}的值不正确`
  }
  if (k === 'table') {
    if (!Array.isArray(v) || !v.every(isRecord)) return `${label}的值不正确`
    return v.length > MAX_ROWS ? `${label}最多${MAX_ROWS}行` : undefined
  }
  // stored attribute copies and controls of newer designers: any plain value
  return isScalar(v) || (Array.isArray(v) && v.every(isScalar)) ? undefined : `${label}的值不正确`
}

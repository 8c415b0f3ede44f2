// One check per control type (jnpf-forms-and-flows.md §1.3 "value"): the value a client may send for it, normalised
// to what is stored. Each throws one BadRequest that names the field.
import { BadRequest } from '../../errors'
import { NUMBER_KEYS, OPTION_KEYS, PATH_KEYS, TEXT_KEYS, UPLOAD_KEYS, ID_KEYS } from './field-kinds'
import { isObject, propOf, type FieldOption, type FormField } from './form-fields'

const isScalar = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
const bad = (f: FormField): never => { throw new BadRequest(`${f.label}的值不正确`) }
const USERS_TYPES = new Set(['company', 'department', 'role', 'position', 'group', 'user', 'system'])
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const SAFE_URL = /^(\/[^/\\]|https?:\/\/)/i
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/

function checkText(f: FormField, v: unknown): string {
  if (typeof v !== 'string') throw new BadRequest(`${f.label}应为文本`)
  if (f.maxlength !== undefined && [...v].length > f.maxlength) throw new BadRequest(`${f.label}不能超过${f.maxlength}个字符`)
  return v
}

function toNumber(f: FormField, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  if (!Number.isFinite(n)) throw new BadRequest(`${f.label}应为数字`)
  if (f.min !== undefined && n < f.min) throw new BadRequest(`${f.label}不能小于${f.min}`)
  if (f.max !== undefined && n > f.max) throw new BadRequest(`${f.label}不能大于${f.max}`)
  return n
}

function toDate(f: FormField, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN
  // beyond ±8.64e15 ms a JS Date cannot show it
  if (!Number.isSafeInteger(n) || Math.abs(n) > 8.64e15) throw new BadRequest(`${f.label}应为日期`)
  return n
}

function findOption(options: FieldOption[], value: unknown, deep: boolean): FieldOption | undefined {
  for (const o of options) {
    if (String(o.value) === String(value)) return o
    const inner = deep && o.children ? findOption(o.children, value, deep) : undefined
    if (inner) return inner
  }
  return undefined
}

function checkOptions(f: FormField, v: unknown): unknown {
  const many = f.jnpfKey === 'checkbox' || f.multiple
  const values = many ? v : [v]
  if (!Array.isArray(values) || !values.every(isScalar)) return bad(f)
  if (f.options) {
    for (const x of values) {
      if (!findOption(f.options, x, f.jnpfKey === 'treeSelect')) throw new BadRequest(`${f.label}的选项“${String(x)}”不在可选范围内`)
    }
  }
  return v
}

/** a cascader path must walk down the option tree from a root */
function checkCascaderPath(f: FormField, path: (string | number)[]): void {
  if (!f.options) return
  let level: FieldOption[] | undefined = f.options
  for (const id of path) {
    const found: FieldOption | undefined = level?.find((o) => String(o.value) === String(id))
    if (!found) throw new BadRequest(`${f.label}的选项“${String(id)}”不在可选范围内`)
    level = found.children
  }
}

function checkPaths(f: FormField, v: unknown): unknown {
  const paths = f.multiple ? v : [v]
  if (!Array.isArray(paths) || paths.length === 0) return bad(f)
  for (const p of paths) {
    if (!Array.isArray(p) || p.length === 0 || p.length > 20 || !p.every(isScalar)) return bad(f)
    if (f.jnpfKey === 'cascader') checkCascaderPath(f, p)
    else if (!p.every((x) => typeof x === 'string')) return bad(f)
  }
  return v
}

function checkIds(f: FormField, v: unknown): unknown {
  const ids = f.multiple ? v : [v]
  if (!Array.isArray(ids) || ids.length > 1000 || !ids.every(isScalar)) return bad(f)
  if (f.jnpfKey === 'usersSelect') {
    for (const id of ids) {
      const [, type] = String(id).split('--')
      if (!type || !USERS_TYPES.has(type)) throw new BadRequest(`${f.label}的值“${String(id)}”应为“编号--类型”`)
    }
  }
  return v
}

const UPLOAD_TEXT = ['name', 'url', 'fileId', 'fileExtension', 'fileVersionId', 'thumbUrl'] as const

function checkUploads(f: FormField, v: unknown): Record<string, unknown>[] {
  if (!Array.isArray(v)) return bad(f)
  const limit = propOf(f, 'limit')
  if (typeof limit === 'number' && limit > 0 && v.length > limit) throw new BadRequest(`${f.label}最多上传${limit}个文件`)
  return v.map((item) => {
    if (!isObject(item) || typeof item.name !== 'string' || typeof item.url !== 'string') throw new BadRequest(`${f.label}的文件信息不完整`)
    if (!SAFE_URL.test(item.url)) throw new BadRequest(`${f.label}的文件地址不正确`)
    const out: Record<string, unknown> = {}
    for (const k of UPLOAD_TEXT) if (typeof item[k] === 'string') out[k] = item[k]
    if (typeof item.fileSize === 'number' && Number.isFinite(item.fileSize)) out.fileSize = item.fileSize
    return out
  })
}

function checkSign(f: FormField, v: unknown): string {
  if (typeof v !== 'string' || !(IMAGE_DATA_URL.test(v) || SAFE_URL.test(v))) throw new BadRequest(`${f.label}应为签名图片`)
  return v
}

function checkLocation(f: FormField, v: unknown): string {
  if (typeof v !== 'string') return bad(f)
  let loc: unknown
  try { loc = JSON.parse(v) } catch { return bad(f) }
  if (!isObject(loc)) return bad(f)
  for (const k of ['lng', 'lat']) {
    if (loc[k] !== undefined && !Number.isFinite(Number(loc[k]))) return bad(f)
  }
  return v
}

function checkPair(f: FormField, v: unknown): unknown {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => x === null || isScalar(x))) return bad(f)
  return v
}

/** the value to store for a non-empty input, or a BadRequest naming the field */
export function checkValue(f: FormField, v: unknown): unknown {
  const k = f.jnpfKey
  if (TEXT_KEYS.has(k)) return checkText(f, v)
  if (k === 'timePicker') {
    if (!TIME.test(checkText(f, v))) throw new BadRequest(`${f.label}应为时间（时:分:秒）`)
    return v
  }
  if (k === 'slider' && f.props.range === true) {
    if (!Array.isArray(v) || v.length !== 2) return bad(f)
    return v.map((x) => toNumber(f, x))
  }
  if (NUMBER_KEYS.has(k)) return toNumber(f, v)
  if (k === 'datePicker') return toDate(f, v)
  if (k === 'switch') {
    if (v === true || v === 1 || v === '1' || v === propOf(f, 'activeValue', 'active-value')) return 1
    if (v === false || v === 0 || v === '0' || v === propOf(f, 'inactiveValue', 'inactive-value')) return 0
    return bad(f)
  }
  if (OPTION_KEYS.has(k)) return checkOptions(f, v)
  if (PATH_KEYS.has(k)) return checkPaths(f, v)
  if (ID_KEYS.has(k)) return checkIds(f, v)
  if (UPLOAD_KEYS.has(k)) return checkUploads(f, v)
  if (k === 'sign') return checkSign(f, v)
  if (k === 'location') return checkLocation(f, v)
  if (k === 'dateRange' || k === 'timeRange') return checkPair(f, v)
  // stored attribute copies and controls of newer designers: any plain value
  if (isScalar(v) || (Array.isArray(v) && v.every(isScalar))) return v
  return bad(f)
}

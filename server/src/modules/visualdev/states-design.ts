// Record states as a group administrator declares them on a model in the designer (our extension of the 功能设计
// body: `recordStates`, the JSON of a catalogue module's declaration without `model`). Checked as strictly as a
// catalogue declaration, but refused with a message instead of stopping the start; stored with the model.
import { BadRequest } from '../../errors'
import { parseFormFields } from './form-fields'
import { fieldsNamedBy, recordStatesProblem } from './states-registry'
import type { RecordStatesDef } from './states-types'

const MAX_CHARS = 50_000
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max
const textList = (v: unknown) => v === undefined || (Array.isArray(v) && v.length <= 50 && v.every((x) => isText(x, 128)))

/** the shape of one transition; the message names the part that is wrong */
function transitionProblem(t: unknown, i: number): string | undefined {
  const where = `第${i + 1}个流转`
  if (!isObject(t)) return `${where}应为对象`
  if (typeof t.code !== 'string' || !CODE.test(t.code)) return `${where}的编码(code)应为字母开头的字母、数字或下划线`
  if (!isText(t.name, 20)) return `${where}的名称(name)不能为空，且不超过20个字`
  if (!Array.isArray(t.from) || !t.from.length || !textList(t.from)) return `${where}的起始状态(from)应为状态编码列表`
  if (!isText(t.to, 64)) return `${where}的目标状态(to)不能为空`
  if (!isObject(t.who)) return `${where}的操作人(who)应为对象`
  if (!textList(t.who.roles) || !textList(t.who.userFields) || (t.who.creator !== undefined && typeof t.who.creator !== 'boolean')) {
    return `${where}的操作人(who)应为角色编码、字段名列表或 creator`
  }
  const needs = t.needs
  if (needs !== undefined) {
    if (!isObject(needs) || !textList(needs.fields)) return `${where}的要求(needs)不合法`
    if (needs.photos !== undefined && !(Number.isInteger(needs.photos) && Number(needs.photos) >= 0 && Number(needs.photos) <= 9)) return `${where}的照片数应为0到9`
    for (const k of ['opinion', 'signature'] as const) if (needs[k] !== undefined && typeof needs[k] !== 'boolean') return `${where}的 ${k} 应为 true 或 false`
    for (const k of ['photosLabel', 'opinionLabel'] as const) if (needs[k] !== undefined && !isText(needs[k], 20)) return `${where}的 ${k} 不超过20个字`
  }
  if (t.photosField !== undefined && !isText(t.photosField, 128)) return `${where}的照片字段(photosField)不合法`
  return undefined
}

function shapeProblem(d: unknown): string | undefined {
  if (!isObject(d)) return '应为对象'
  if (!Array.isArray(d.states) || d.states.length < 2 || d.states.length > 20) return '状态(states)应为2到20个'
  for (const [i, s] of d.states.entries()) {
    if (!isObject(s) || typeof s.code !== 'string' || !CODE.test(s.code)) return `第${i + 1}个状态的编码(code)应为字母开头的字母、数字或下划线`
    if (!isText(s.name, 20)) return `第${i + 1}个状态的名称(name)不能为空，且不超过20个字`
    if (!isText(s.colour, 32)) return `第${i + 1}个状态的颜色(colour)不能为空`
    if (s.final !== undefined && typeof s.final !== 'boolean') return `第${i + 1}个状态的 final 应为 true 或 false`
  }
  if (!isText(d.initial, 64)) return '初始状态(initial)不能为空'
  if (!Array.isArray(d.transitions) || !d.transitions.length || d.transitions.length > 50) return '流转(transitions)应为1到50个'
  for (const [i, t] of d.transitions.entries()) {
    const p = transitionProblem(t, i)
    if (p) return p
  }
  const due = d.due
  if (due !== undefined && (!isObject(due) || (due.field !== undefined && !isText(due.field, 128))
    || (due.days !== undefined && !(typeof due.days === 'number' && due.days > 0 && due.days <= 3650)) || !textList(due.states))) {
    return '到期规则(due)不合法'
  }
  return undefined
}

/**
 * The declaration to store with a designed model: '' when none is given; refuses (400) one the engine could not
 * enforce, naming what is wrong, including a field the model's form does not have.
 */
export function designedRecordStates(raw: unknown, formData: string): string {
  if (raw === undefined || raw === null || raw === '') return ''
  let value: unknown = raw
  if (typeof raw === 'string') {
    if (raw.length > MAX_CHARS) throw new BadRequest('记录状态(recordStates)过大')
    try { value = JSON.parse(raw) } catch { throw new BadRequest('记录状态(recordStates)不是合法的 JSON') }
  }
  const shape = shapeProblem(value)
  if (shape) throw new BadRequest(`记录状态(recordStates)${shape}`)
  const def = { ...(value as RecordStatesDef), model: '' }
  const problem = recordStatesProblem(def)
  if (problem) throw new BadRequest(`记录状态(recordStates)${problem}`)
  const fields = new Set(parseFormFields(formData).map((f) => f.vModel))
  const missing = fieldsNamedBy(def).find((f) => !fields.has(f))
  if (missing) throw new BadRequest(`记录状态(recordStates)引用了表单中不存在的字段：${missing}`)
  // the model is the row it is stored with
  return JSON.stringify({ ...def, model: undefined })
}

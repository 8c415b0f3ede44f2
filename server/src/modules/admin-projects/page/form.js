// Forms of the page from a list of fields. The server checks every rule; its message is shown at the top of the
// form and under the field it names (by the field's label or keywords), so the user sees where to correct.
import { h } from './dom.js'

/**
 * fields: {name, label, type: text|number|date|select|textarea, required, options: [[value, text]], placeholder,
 * hint, keys: words of the server's messages about this field, full: spans the whole row, maxlength, rows}
 */
export function buildForm(fields, values = {}) {
  const errorBox = h('div', { class: 'form-error', role: 'alert', hidden: true })
  const rows = fields.map((f) => fieldRow(f, values[f.name]))
  const form = h('form', { class: 'form', novalidate: true, onsubmit: (e) => e.preventDefault() }, errorBox, h('div', { class: 'form__grid' }, rows.map((r) => r.row)))

  function read() {
    const out = {}
    for (const { f, input } of rows) {
      const raw = input.value.trim()
      if (f.type === 'number') {
        if (raw !== '') out[f.name] = Number(raw)
      } else if (f.numeric) {
        out[f.name] = Number(raw)
      } else {
        out[f.name] = raw
      }
    }
    return out
  }

  /** the server's refusal: at the top, and under the first field it is about */
  function showError(message) {
    for (const r of rows) { r.row.classList.remove('field--invalid'); r.msg.hidden = true }
    errorBox.textContent = message
    errorBox.hidden = false
    // the field named first in the message ("计划完工日期不能早于开工日期" is about the end date)
    const at = (r) => Math.min(...[r.f.label, ...(r.f.keys || [])].map((k) => message.indexOf(k)).filter((i) => i >= 0), Infinity)
    const hit = rows.filter((r) => at(r) < Infinity).sort((a, b) => at(a) - at(b))[0]
    if (hit) {
      hit.row.classList.add('field--invalid')
      hit.msg.textContent = message
      hit.msg.hidden = false
      hit.input.focus()
    }
  }

  function clearError() {
    errorBox.hidden = true
    for (const r of rows) { r.row.classList.remove('field--invalid'); r.msg.hidden = true }
  }

  return { form, read, showError, clearError, input: (name) => rows.find((r) => r.f.name === name)?.input }
}

function fieldRow(f, value) {
  const id = `f-${f.name}-${Math.random().toString(36).slice(2, 8)}`
  const common = { id, name: f.name, 'aria-required': f.required ? 'true' : undefined, maxlength: f.maxlength, placeholder: f.placeholder }
  let input
  if (f.type === 'select') {
    input = h('select', common, f.options.map(([v, t]) => h('option', { value: v }, t)))
    if (value !== undefined && value !== null) input.value = String(value)
  } else if (f.type === 'textarea') {
    input = h('textarea', { ...common, rows: f.rows || 3 })
    input.value = value ?? ''
  } else {
    input = h('input', { ...common, type: f.type || 'text', step: f.type === 'number' ? 'any' : undefined, min: f.min, autocomplete: 'off' })
    input.value = value === undefined || value === null ? '' : String(value)
  }
  const msg = h('div', { class: 'field__msg', hidden: true })
  const row = h('div', { class: `field${f.full ? ' field--full' : ''}` },
    h('label', { class: `field__label${f.required ? ' is-required' : ''}`, for: id }, f.label),
    input, f.hint ? h('div', { class: 'field__hint' }, f.hint) : null, msg)
  return { f, input, row, msg }
}

/** 启用 / 停用 as the forms offer it (enabledMark 1 / 0) */
export const STATE_FIELD = { name: 'enabledMark', label: '状态', type: 'select', numeric: true, options: [['1', '启用'], ['0', '停用']] }

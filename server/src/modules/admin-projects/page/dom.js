// Small DOM helpers: elements built with textContent only (server text is never parsed as HTML), the page notice and
// toast, modal dialogs with a confirm, and the loading / empty / error states every list shows.
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue
    if (k === 'class') el.className = v
    else if (k === 'text') el.textContent = v
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v)
    else if (k in el && typeof v !== 'string') el[k] = v
    else el.setAttribute(k, v === true ? '' : String(v))
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue
    el.append(c instanceof Node ? c : String(c))
  }
  return el
}

export const button = (text, onclick, cls = '', more = {}) => h('button', { type: 'button', class: `btn ${cls}`.trim(), onclick, ...more }, text)

/** a cell whose text ends in an ellipsis when it does not fit; the whole text stays readable on hover */
export const cell = (text, label, cls = '') => h('td', { class: `cell ${cls}`.trim(), 'data-label': label, title: String(text ?? '') }, h('span', { class: 'cell__text' }, text ?? ''))

const $ = (id) => document.getElementById(id)

/** the red notice under the title: every refusal of the server that is not shown next to a form */
export function showError(err) {
  const text = (err && err.message) || String(err)
  $('notice-text').textContent = text
  $('notice').hidden = false
}

export function clearError() {
  $('notice').hidden = true
}

let toastTimer = 0
export function toast(text) {
  const el = $('toast')
  el.textContent = text
  el.hidden = false
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => { el.hidden = true }, 2500)
}

/** a table body showing one full-width row: loading, empty, or an error with 重试 */
export function stateRow(tbody, columns, kind, text, retry) {
  const td = h('td', { colspan: columns, class: `state state--${kind}` }, text, retry ? button('重试', retry, 'btn--link') : null)
  tbody.replaceChildren(h('tr', { class: 'state-row' }, td))
}

/** a list that could not be read: the reason in the list (with 重试) and in the red notice at the top */
export function loadFailed(tbody, columns, err, retry) {
  showError(err)
  stateRow(tbody, columns, 'error', `加载失败：${err.message}`, retry)
}

/** 共 N 条, page size and previous / next; onChange(currentPage, pageSize) */
export function pager(pagination, onChange) {
  const { currentPage, pageSize, total } = pagination
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const size = h('select', { class: 'pager__size', 'aria-label': '每页条数', onchange: (e) => onChange(1, Number(e.target.value)) },
    [10, 20, 50, 100].map((n) => h('option', { value: n, selected: n === pageSize }, `${n} 条/页`)))
  return h('div', { class: 'pager' },
    h('span', { class: 'pager__total' }, `共 ${total} 条`), size,
    button('上一页', () => onChange(currentPage - 1, pageSize), 'btn--small', { disabled: currentPage <= 1 }),
    h('span', { class: 'pager__page' }, `${Math.min(currentPage, pages)} / ${pages}`),
    button('下一页', () => onChange(currentPage + 1, pageSize), 'btn--small', { disabled: currentPage >= pages }))
}

/** a modal dialog; returns {dialog, body, footer, close}. Closing removes it from the page. */
export function openDialog(title, { wide = false } = {}) {
  const body = h('div', { class: 'dialog__body' })
  const footer = h('div', { class: 'dialog__footer' })
  const dialog = h('dialog', { class: `dialog${wide ? ' dialog--wide' : ''}`, 'aria-label': title },
    h('div', { class: 'dialog__head' }, h('h2', { class: 'dialog__title' }, title),
      button('×', () => close(), 'dialog__x', { 'aria-label': '关闭' })),
    body, footer)
  const close = () => { dialog.close(); dialog.remove() }
  dialog.addEventListener('cancel', (e) => { e.preventDefault(); close() })
  document.body.append(dialog)
  dialog.showModal()
  return { dialog, body, footer, close }
}

/** asks before something is removed; resolves true only on 确定 */
export function confirmDialog(text, okText = '确定删除') {
  return new Promise((resolve) => {
    const d = openDialog('请确认')
    d.dialog.classList.add('dialog--confirm')
    d.body.append(h('p', { class: 'confirm__text' }, text))
    const done = (answer) => { resolve(answer); d.close() }
    d.dialog.addEventListener('close', () => resolve(false))
    d.footer.append(button('取消', () => done(false)), button(okText, () => done(true), 'btn--danger'))
    d.footer.lastChild.focus()
  })
}

/** runs a write with its button disabled meanwhile; a refusal goes to onError (the form by default the notice) */
export async function busy(btn, work, onError = showError) {
  btn.disabled = true
  try {
    return await work()
  } catch (err) {
    onError(err)
    return undefined
  } finally {
    btn.disabled = false
  }
}

// Finds people to add: the project's candidates (GET /api/permission/Project/{id}/Candidates?keyword=), only the
// people the caller may add (a project administrator: their own projects'), with a tick per person and the chosen as chips.
import { api } from './api.js'
import { button, h } from './dom.js'

export function pickPeople(projectId) {
  const chosen = new Map() // id -> name
  const search = h('input', { type: 'search', class: 'input', placeholder: '姓名、账号或手机号', 'aria-label': '查找人员', maxlength: 100 })
  const results = h('div', { class: 'people' })
  const chips = h('div', { class: 'chips', 'aria-label': '已选人员' })
  search.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); find() } })

  const element = h('div', { class: 'picker' },
    h('div', { class: 'toolbar__search' }, search, button('查找', () => find())), results, chips)
  renderChips()
  find()

  async function find() {
    results.replaceChildren(h('p', { class: 'state state--loading' }, '查找中…'))
    try {
      const data = await api.get(`/permission/Project/${encodeURIComponent(projectId)}/Candidates`, { keyword: search.value.trim(), currentPage: 1, pageSize: 20 })
      if (data.list.length === 0) {
        results.replaceChildren(h('p', { class: 'state state--empty' }, '没有找到符合条件的人员'))
        return
      }
      const more = data.pagination.total > data.list.length ? h('p', { class: 'muted' }, `共 ${data.pagination.total} 人，仅显示前 ${data.list.length} 人，请输入更具体的关键词`) : null
      results.replaceChildren(...data.list.map(person), more || '')
    } catch (err) {
      results.replaceChildren(h('p', { class: 'state state--error' }, `查找失败：${err.message}`, button('重试', () => find(), 'btn--link')))
    }
  }

  function person(u) {
    const name = `${u.realName}（${u.account}）`
    const input = h('input', { type: 'checkbox', value: u.id, checked: chosen.has(u.id), disabled: Number(u.enabledMark) === 0 })
    input.addEventListener('change', () => {
      if (input.checked) chosen.set(u.id, name)
      else chosen.delete(u.id)
      renderChips()
    })
    return h('label', { class: 'person', title: u.organize || '' }, input,
      h('span', { class: 'person__name' }, name),
      h('span', { class: 'person__org' }, Number(u.enabledMark) === 0 ? '已停用' : (u.organize || '').split('/').pop() || '—'))
  }

  function renderChips() {
    if (chosen.size === 0) {
      chips.replaceChildren(h('span', { class: 'muted' }, '尚未选择人员'))
      return
    }
    chips.replaceChildren(h('span', { class: 'chips__label' }, `已选 ${chosen.size} 人：`), ...[...chosen].map(([id, name]) =>
      h('span', { class: 'chip' }, name, button('×', () => {
        chosen.delete(id)
        const box = results.querySelector(`input[value="${CSS.escape(id)}"]`)
        if (box) box.checked = false
        renderChips()
      }, 'chip__x', { 'aria-label': `取消选择 ${name}` }))))
  }

  return { element, selected: () => [...chosen.keys()] }
}

// The members of a project, by section: list, 添加成员 (people found among those the administrator may see, placed
// in chosen sections), a member's sections, 移出 with confirm.
import { api, enc, P } from './api.js'
import { busy, button, cell, confirmDialog, h, loadFailed, openDialog, pager, showError, stateRow, toast } from './dom.js'
import { pickPeople } from './people-picker.js'

const COLUMNS = ['姓名', '账号', '手机号', '所属组织', '合同段', '操作']

export function membersTab(root, project, contracts, contractId, changed) {
  const state = { keyword: '', contractId, currentPage: 1, pageSize: 20 }
  const section = h('select', { class: 'input', 'aria-label': '按合同段查看', onchange: () => { state.contractId = section.value; state.currentPage = 1; load() } },
    h('option', { value: '' }, '全部成员'), contracts.map((c) => h('option', { value: c.id }, `${c.enCode} ${c.fullName}`)))
  section.value = contracts.some((c) => c.id === contractId) ? contractId : ''
  state.contractId = section.value
  const search = h('input', { type: 'search', class: 'input', placeholder: '姓名、账号或手机号', 'aria-label': '搜索成员', maxlength: 100 })
  const find = () => { state.keyword = search.value.trim(); state.currentPage = 1; load() }
  search.addEventListener('keydown', (e) => { if (e.key === 'Enter') find() })
  const tbody = h('tbody')
  const pagerBox = h('div', { class: 'pager-box' })

  root.replaceChildren(
    h('div', { class: 'toolbar' },
      h('div', { class: 'toolbar__search' }, section, search, button('查询', find)),
      button('添加成员', () => addMembers(project, contracts, state.contractId, changed), 'btn--primary')),
    h('p', { class: 'muted' }, '人员加入承包单位的组织后自动成为该合同段成员；也可以在这里直接添加并指定合同段。'),
    h('div', { class: 'table-wrap' }, h('table', { class: 'table table--members' },
      h('thead', null, h('tr', null, COLUMNS.map((c) => h('th', { scope: 'col' }, c)))), tbody)),
    pagerBox)
  load()

  async function load() {
    stateRow(tbody, COLUMNS.length, 'loading', '加载中…')
    pagerBox.replaceChildren()
    try {
      const data = await api.get(`${P}/${enc(project.id)}/Members`, state)
      if (data.list.length === 0 && state.currentPage > 1) { state.currentPage -= 1; return load() }
      if (data.list.length === 0) stateRow(tbody, COLUMNS.length, 'empty', state.keyword ? '没有符合条件的成员' : state.contractId ? '该合同段还没有成员' : '本项目还没有成员')
      else tbody.replaceChildren(...data.list.map(row))
      pagerBox.replaceChildren(pager(data.pagination, (page, size) => { state.currentPage = page; state.pageSize = size; load() }))
    } catch (err) {
      loadFailed(tbody, COLUMNS.length, err, load)
    }
  }

  function row(m) {
    const tags = m.contracts.length ? m.contracts.map((c) => h('span', { class: 'tag', title: c.fullName }, c.enCode)) : h('span', { class: 'muted' }, '未分配合同段')
    return h('tr', { 'data-user': m.account },
      cell(m.realName, '姓名', 'cell--main'), cell(m.account, '账号'), cell(m.mobilePhone || '—', '手机号'),
      cell(m.organizeName || '—', '所属组织'),
      h('td', { class: 'cell cell--tags', 'data-label': '合同段' }, h('span', { class: 'tags' }, tags)),
      h('td', { class: 'cell cell--actions', 'data-label': '操作' },
        button('合同段', () => editSections(project, contracts, m, changed), 'btn--link'),
        button('移出', () => removeMember(project, m, changed), 'btn--link btn--link-danger')))
  }
}

/** checkboxes of the project's sections, `checked` ticked */
function sectionChecks(contracts, checked) {
  const boxes = contracts.map((c) => {
    const input = h('input', { type: 'checkbox', value: c.id, checked: checked.includes(c.id) })
    return { input, label: h('label', { class: 'check', title: c.fullName }, input, h('span', { class: 'check__text' }, `${c.enCode} ${c.fullName}`)) }
  })
  const list = boxes.length ? h('div', { class: 'checks' }, boxes.map((b) => b.label)) : h('p', { class: 'muted' }, '本项目还没有合同段')
  return { list, values: () => boxes.filter((b) => b.input.checked).map((b) => b.input.value) }
}

function addMembers(project, contracts, contractId, changed) {
  const d = openDialog(`添加成员 · ${project.shortName || project.fullName}`, { wide: true })
  const error = h('div', { class: 'form-error', role: 'alert', hidden: true })
  const picker = pickPeople(project.id)
  const sections = sectionChecks(contracts, contractId ? [contractId] : [])
  d.body.append(error, h('h3', { class: 'dialog__sub' }, '选择人员'), picker.element, h('h3', { class: 'dialog__sub' }, '加入合同段'), sections.list)
  const save = button('添加', () => busy(save, async () => {
    error.hidden = true
    const r = await api.post(`${P}/${enc(project.id)}/Members`, { userIds: picker.selected(), contractIds: sections.values() })
    d.close()
    toast(r.msg || '添加成功')
    changed()
  }, (err) => { error.textContent = err.message; error.hidden = false }), 'btn--primary')
  d.footer.append(button('取消', d.close), save)
}

function editSections(project, contracts, m, changed) {
  const d = openDialog(`${m.realName} 的合同段`)
  const error = h('div', { class: 'form-error', role: 'alert', hidden: true })
  const sections = sectionChecks(contracts, m.contracts.map((c) => c.id))
  d.body.append(error, sections.list)
  const save = button('保存', () => busy(save, async () => {
    error.hidden = true
    const r = await api.put(`${P}/${enc(project.id)}/Members/${enc(m.userId)}`, { contractIds: sections.values() })
    d.close()
    toast(r.msg || '更新成功')
    changed()
  }, (err) => { error.textContent = err.message; error.hidden = false }), 'btn--primary')
  d.footer.append(button('取消', d.close), save)
}

async function removeMember(project, m, changed) {
  if (!(await confirmDialog(`确定把「${m.realName}（${m.account}）」移出本项目及其全部合同段吗？已有的业务记录会保留。`, '确定移出'))) return
  try {
    const r = await api.del(`${P}/${enc(project.id)}/Members/${enc(m.userId)}`)
    toast(r.msg || '移出成功')
    changed()
  } catch (err) {
    showError(err)
  }
}

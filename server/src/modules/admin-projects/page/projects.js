// The project list (search, paging, 新建 / 编辑 / 删除) and the project form.
import { ALIGNMENT_FIELD, alignmentText, parseAlignment } from './alignment.js'
import { api, enc, P } from './api.js'
import { busy, button, cell, confirmDialog, h, loadFailed, openDialog, pager, showError, stateRow, toast } from './dom.js'
import { buildForm, STATE_FIELD } from './form.js'

const COLUMNS = ['项目编码', '项目名称', '项目公司', '工期', '合同段', '成员', '状态', '操作']

export const period = (p) => (p.startDate || p.endDate ? `${p.startDate || '—'} ～ ${p.endDate || '—'}` : '未填写')
export const stateTag = (mark) => h('span', { class: `tag ${Number(mark) === 1 ? 'tag--on' : 'tag--off'}` }, Number(mark) === 1 ? '启用' : '停用')

export function projectListView(root, openProject) {
  const state = { keyword: '', currentPage: 1, pageSize: 20 }
  const search = h('input', { type: 'search', class: 'input', placeholder: '项目名称、编码或简称', 'aria-label': '搜索项目', maxlength: 100 })
  search.addEventListener('keydown', (e) => { if (e.key === 'Enter') find() })
  const tbody = h('tbody')
  const pagerBox = h('div', { class: 'pager-box' })
  const find = () => { state.keyword = search.value.trim(); state.currentPage = 1; load() }

  root.replaceChildren(h('section', { class: 'panel' },
    h('div', { class: 'toolbar' },
      h('div', { class: 'toolbar__search' }, search, button('查询', find), button('重置', () => { search.value = ''; find() })),
      button('新建项目', () => projectForm(null, load), 'btn--primary')),
    h('div', { class: 'table-wrap' }, h('table', { class: 'table table--projects' },
      h('thead', null, h('tr', null, COLUMNS.map((c) => h('th', { scope: 'col' }, c)))), tbody)),
    pagerBox))

  async function load() {
    stateRow(tbody, COLUMNS.length, 'loading', '加载中…')
    pagerBox.replaceChildren()
    try {
      const data = await api.get(P, { keyword: state.keyword, currentPage: state.currentPage, pageSize: state.pageSize })
      if (data.list.length === 0 && state.currentPage > 1) { state.currentPage -= 1; return load() }
      if (data.list.length === 0) stateRow(tbody, COLUMNS.length, 'empty', state.keyword ? '没有符合条件的项目' : '还没有项目，点击“新建项目”添加')
      else tbody.replaceChildren(...data.list.map(row))
      pagerBox.replaceChildren(pager(data.pagination, (page, size) => { state.currentPage = page; state.pageSize = size; load() }))
    } catch (err) {
      loadFailed(tbody, COLUMNS.length, err, load)
    }
  }

  function row(p) {
    const name = h('td', { class: 'cell cell--main', 'data-label': '项目名称', title: p.fullName },
      h('a', { href: `#/project/${enc(p.id)}`, class: 'link cell__text' }, p.fullName))
    return h('tr', null,
      cell(p.enCode, '项目编码'), name, cell(p.organizeName, '项目公司'), cell(period(p), '工期'),
      cell(p.contractCount, '合同段', 'cell--num'), cell(p.memberCount, '成员', 'cell--num'),
      h('td', { class: 'cell', 'data-label': '状态' }, stateTag(p.enabledMark)),
      h('td', { class: 'cell cell--actions', 'data-label': '操作' },
        button('打开', () => openProject(p.id), 'btn--link'),
        button('编辑', () => projectForm(p, load), 'btn--link'),
        button('删除', () => removeProject(p, load), 'btn--link btn--link-danger')))
  }

  load()
}

async function removeProject(p, reload) {
  if (!(await confirmDialog(`确定删除项目「${p.fullName}」吗？只有没有合同段、成员和业务记录的项目可以删除。`))) return
  try {
    const r = await api.del(`${P}/${enc(p.id)}`)
    toast(r.msg || '删除成功')
    reload()
  } catch (err) {
    showError(err)
  }
}

const PROJECT_FIELDS = [
  { name: 'enCode', label: '项目编码', required: true, maxlength: 100, placeholder: '如 HJGKJ' },
  { name: 'shortName', label: '项目简称', maxlength: 100, placeholder: '如 G60 杭金' },
  { name: 'fullName', label: '项目名称', required: true, full: true, maxlength: 200 },
  { name: 'startDate', label: '开工日期', type: 'date', keys: ['日期'] },
  { name: 'endDate', label: '计划完工日期', type: 'date' },
  { name: 'lengthKm', label: '路线长度（公里）', type: 'number', min: 0, keys: ['路线长度'] },
  { name: 'investment', label: '总投资（万元）', type: 'number', min: 0, keys: ['总投资'] },
  { name: 'address', label: '建设地点', full: true, maxlength: 300 },
  { name: 'description', label: '说明', type: 'textarea', full: true, maxlength: 2000 },
  { ...ALIGNMENT_FIELD },
  { ...STATE_FIELD }
]

/** 新建项目 (p null) or 编辑 an existing one; a new project gets its project company in the organisation tree */
export function projectForm(p, onSaved) {
  const d = openDialog(p ? `编辑项目：${p.fullName}` : '新建项目', { wide: true })
  const f = buildForm(PROJECT_FIELDS, p ? { ...p, alignment: alignmentText(p.alignment) } : { enabledMark: 1 })
  if (!p) d.body.append(h('p', { class: 'dialog__lead' }, '新建项目会在组织管理中同时建立它的项目公司（集团之下）。'))
  d.body.append(f.form)
  const save = button(p ? '保存' : '新建', () => busy(save, async () => {
    f.clearError()
    const body = { ...f.read() }
    body.alignment = parseAlignment(body.alignment)
    const r = p ? await api.put(`${P}/${enc(p.id)}`, body) : await api.post(P, body)
    d.close()
    toast(r.msg || '保存成功')
    onSaved()
  }, (err) => f.showError(err.message)), 'btn--primary')
  d.footer.append(button('取消', d.close), save)
  f.form.addEventListener('keydown', (e) => { if (e.key === 'Enter' && e.target.tagName === 'INPUT') save.click() })
}

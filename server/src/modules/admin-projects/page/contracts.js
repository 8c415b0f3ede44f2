// The contract sections of a project: list with search, 新建合同段 / 编辑 / 删除, and a way to their members.
import { ALIGNMENT_FIELD, alignmentText, parseAlignment } from './alignment.js'
import { api, enc, P } from './api.js'
import { busy, button, cell, confirmDialog, h, loadFailed, openDialog, showError, stateRow, toast } from './dom.js'
import { buildForm, STATE_FIELD } from './form.js'
import { stateTag } from './projects.js'

const COLUMNS = ['编号', '合同段名称', '类型', '承包单位', '起止桩号', '金额（万元）', '成员', '状态', '操作']
export const KINDS = [['construction', '施工'], ['supervision', '监理'], ['laboratory', '试验检测'], ['owner', '业主']]

const money = (n) => (Number(n) ? Number(n).toLocaleString('zh-CN', { maximumFractionDigits: 2 }) : '—')

/** showMembers(contractId) opens the members tab filtered to a section; changed() reloads the project */
export function contractsTab(root, project, initial, showMembers, changed) {
  const search = h('input', { type: 'search', class: 'input', placeholder: '编号、名称或承包单位', 'aria-label': '搜索合同段', maxlength: 100 })
  const tbody = h('tbody')
  const find = () => load(search.value.trim())
  search.addEventListener('keydown', (e) => { if (e.key === 'Enter') find() })

  root.replaceChildren(
    h('div', { class: 'toolbar' },
      h('div', { class: 'toolbar__search' }, search, button('查询', find)),
      button('新建合同段', () => contractForm(project, null, changed), 'btn--primary')),
    h('div', { class: 'table-wrap' }, h('table', { class: 'table table--contracts' },
      h('thead', null, h('tr', null, COLUMNS.map((c) => h('th', { scope: 'col' }, c)))), tbody)))
  render(initial, '')

  async function load(keyword) {
    stateRow(tbody, COLUMNS.length, 'loading', '加载中…')
    try {
      render((await api.get(`${P}/${enc(project.id)}/Contract`, { keyword })).list, keyword)
    } catch (err) {
      loadFailed(tbody, COLUMNS.length, err, () => load(keyword))
    }
  }

  function render(list, keyword) {
    if (list.length === 0) {
      stateRow(tbody, COLUMNS.length, 'empty', keyword ? '没有符合条件的合同段' : '本项目还没有合同段，点击“新建合同段”添加')
      return
    }
    tbody.replaceChildren(...list.map((c) => h('tr', { 'data-id': c.id },
      cell(c.enCode, '编号', 'cell--code'), cell(c.fullName, '合同段名称', 'cell--main'), cell(c.kindName, '类型'),
      cell(c.contractor || c.contractorOrganizeName || '—', '承包单位'), cell(c.mileage || '—', '起止桩号'),
      cell(money(c.amount), '金额（万元）', 'cell--num'), cell(c.memberCount, '成员', 'cell--num'),
      h('td', { class: 'cell', 'data-label': '状态' }, stateTag(c.enabledMark)),
      h('td', { class: 'cell cell--actions', 'data-label': '操作' },
        button('成员', () => showMembers(c.id), 'btn--link'),
        button('编辑', () => contractForm(project, c, changed), 'btn--link'),
        button('删除', () => removeContract(c, changed), 'btn--link btn--link-danger')))))
  }
}

async function removeContract(c, changed) {
  if (!(await confirmDialog(`确定删除合同段「${c.enCode} ${c.fullName}」吗？有成员或业务记录的合同段不能删除。`))) return
  try {
    const r = await api.del(`${P}/Contract/${enc(c.id)}`)
    toast(r.msg || '删除成功')
    changed()
  } catch (err) {
    showError(err)
  }
}

const CONTRACT_FIELDS = [
  { name: 'enCode', label: '合同段编号', required: true, maxlength: 100, placeholder: '如 TJ-01', keys: ['已有合同段'] },
  { name: 'kind', label: '合同段类型', type: 'select', required: true, options: KINDS },
  { name: 'fullName', label: '合同段名称', required: true, full: true, maxlength: 200, placeholder: '如 杭金改扩建土建施工第TJ-01合同段' },
  { name: 'contractor', label: '承包单位', full: true, maxlength: 200, keys: ['承包单位'], hint: '新建时在项目公司之下建立该单位的组织，人员加入该组织即成为本合同段成员；业主段可不填' },
  { name: 'mileage', label: '起止桩号', maxlength: 100, placeholder: 'K0+000～K48+350', keys: ['桩号'] },
  { name: 'amount', label: '合同金额（万元）', type: 'number', min: 0, keys: ['合同金额'] },
  { name: 'description', label: '说明', type: 'textarea', full: true, maxlength: 2000 },
  {
    ...ALIGNMENT_FIELD, label: '本段线路控制点',
    hint: '仅当本合同段有自己的桩号体系（如连接线）时填写，格式同项目的线路控制点；留空则使用项目的线路'
  },
  { ...STATE_FIELD }
]

/** 新建合同段 (c null) or 编辑 one */
export function contractForm(project, c, onSaved) {
  const d = openDialog(c ? `编辑合同段：${c.enCode}` : `新建合同段 · ${project.shortName || project.fullName}`, { wide: true })
  const fields = c ? CONTRACT_FIELDS.map((f) => (f.name === 'contractor' ? { ...f, hint: `承包单位组织：${c.contractorOrganizeName || '—'}` } : f)) : CONTRACT_FIELDS
  const f = buildForm(fields, c ? { ...c, alignment: alignmentText(c.alignment) } : { kind: 'construction', enabledMark: 1 })
  d.body.append(f.form)
  // the contractor is required except for the owner's own section
  const kind = f.input('kind')
  const contractorLabel = f.form.querySelector(`label[for="${f.input('contractor').id}"]`)
  const markContractor = () => contractorLabel.classList.toggle('is-required', kind.value !== 'owner')
  kind.addEventListener('change', markContractor)
  markContractor()
  const save = button(c ? '保存' : '新建', () => busy(save, async () => {
    f.clearError()
    const body = { ...f.read() }
    body.alignment = parseAlignment(body.alignment)
    const r = c ? await api.put(`${P}/Contract/${enc(c.id)}`, body) : await api.post(`${P}/${enc(project.id)}/Contract`, body)
    d.close()
    toast(r.msg || '保存成功')
    onSaved()
  }, (err) => f.showError(err.message)), 'btn--primary')
  d.footer.append(button('取消', d.close), save)
  f.form.addEventListener('keydown', (e) => { if (e.key === 'Enter' && e.target.tagName === 'INPUT') save.click() })
}

// One project: its particulars, then two tabs, 合同段 and 成员. The sections are read once here and handed to the
// members tab (its filter and the section choices of a member).
import { alignmentSummary } from './alignment.js'
import { api, enc, P } from './api.js'
import { button, h, showError } from './dom.js'
import { contractsTab } from './contracts.js'
import { membersTab } from './members.js'
import { period, projectForm, stateTag } from './projects.js'

const fmt = (n, unit) => (Number(n) ? `${Number(n).toLocaleString('zh-CN')} ${unit}` : '—')

/** route: {id, tab: 'contracts' | 'members', contractId}; go(route) changes the address (and so the view) */
export function projectView(root, route, go, setCrumb) {
  const head = h('section', { class: 'panel project-head' }, h('p', { class: 'state state--loading' }, '加载中…'))
  const tabs = h('div', { class: 'tabs', role: 'tablist' })
  const body = h('section', { class: 'panel tab-body' })
  root.replaceChildren(head, tabs, body)
  load()

  async function load() {
    let project
    let contracts
    try {
      ;[project, contracts] = await Promise.all([
        api.get(`${P}/${enc(route.id)}`),
        api.get(`${P}/${enc(route.id)}/Contract`).then((d) => d.list)
      ])
    } catch (err) {
      setCrumb(null)
      showError(err)
      head.replaceChildren(h('p', { class: 'state state--error' }, `加载失败：${err.message}`, button('重试', load, 'btn--link'), button('返回项目列表', () => go({}), 'btn--link')))
      tabs.replaceChildren()
      body.replaceChildren()
      return
    }
    setCrumb(project.shortName || project.fullName)
    renderHead(project)
    renderTabs(project, contracts)
  }

  function renderHead(p) {
    const item = (label, value) => h('div', { class: 'facts__item' }, h('dt', null, label), h('dd', { title: String(value) }, value))
    head.replaceChildren(
      h('div', { class: 'project-head__top' },
        h('div', { class: 'project-head__name' }, h('h2', { title: p.fullName }, p.fullName), stateTag(p.enabledMark)),
        h('div', { class: 'project-head__actions' }, button('返回列表', () => go({})), button('编辑项目', () => projectForm(p, load)))),
      h('dl', { class: 'facts' },
        item('项目编码', p.enCode), item('项目简称', p.shortName || '—'), item('项目公司', p.organizeName || '—'),
        item('工期', period(p)), item('路线长度', fmt(p.lengthKm, '公里')), item('总投资', fmt(p.investment, '万元')),
        item('建设地点', p.address || '—'), item('线路', alignmentSummary(p.alignment))))
  }

  function renderTabs(project, contracts) {
    const tab = route.tab === 'members' ? 'members' : 'contracts'
    const tabButton = (key, text) => h('button', {
      type: 'button', role: 'tab', class: `tabs__tab${tab === key ? ' is-active' : ''}`, 'aria-selected': tab === key ? 'true' : 'false',
      onclick: () => go({ id: project.id, tab: key })
    }, text)
    tabs.replaceChildren(tabButton('contracts', `合同段（${contracts.length}）`), tabButton('members', `成员（${project.memberCount}）`))
    const changed = () => load()
    if (tab === 'members') membersTab(body, project, contracts, route.contractId || '', changed)
    else contractsTab(body, project, contracts, (contractId) => go({ id: project.id, tab: 'members', contractId }), changed)
  }
}

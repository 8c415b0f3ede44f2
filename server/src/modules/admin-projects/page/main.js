// Start of the 项目与合同段 page: take the token over, then show the view the address names
// (#/ the project list, #/project/<id>[/members[/<contractId>]] one project).
import { adoptToken, EXPIRED_TEXT } from './api.js'
import { clearError, h, showError } from './dom.js'
import { projectView } from './project.js'
import { projectListView } from './projects.js'

const view = document.getElementById('view')
const crumbs = document.getElementById('crumbs')

function parseRoute() {
  const parts = window.location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map((p) => {
    try { return decodeURIComponent(p) } catch { return '' }
  })
  if (parts[0] !== 'project' || !parts[1]) return {}
  return { id: parts[1], tab: parts[2] === 'members' ? 'members' : 'contracts', contractId: parts[3] || '' }
}

function go(route) {
  const hash = !route.id ? '#/'
    : `#/project/${encodeURIComponent(route.id)}${route.tab === 'members' ? `/members${route.contractId ? `/${encodeURIComponent(route.contractId)}` : ''}` : ''}`
  if (window.location.hash === hash) render()
  else window.location.hash = hash
}

function setCrumb(projectName) {
  const home = h('a', { href: '#/', class: 'crumbs__link' }, '项目列表')
  crumbs.replaceChildren(...(projectName ? [home, h('span', { class: 'crumbs__sep' }, '/'), h('span', { class: 'crumbs__here', title: projectName }, projectName)] : [h('span', { class: 'crumbs__here' }, '项目列表')]))
}

function render() {
  clearError()
  const route = parseRoute()
  if (route.id) {
    setCrumb('…')
    projectView(view, route, go, setCrumb)
  } else {
    setCrumb(null)
    projectListView(view, (id) => go({ id }))
  }
  window.scrollTo(0, 0)
}

document.getElementById('notice-close').addEventListener('click', clearError)
window.addEventListener('hashchange', render)
// every list and form shows its own refusal; an ended session is also said at the top, where it stays
window.addEventListener('session-expired', () => showError(new Error(EXPIRED_TEXT)))

if (adoptToken()) {
  render()
} else {
  view.replaceChildren(h('p', { class: 'state state--error' }, '缺少登录凭据。请在管理控制台的“项目与合同段”菜单中打开本页。'))
  showError(new Error(EXPIRED_TEXT))
}

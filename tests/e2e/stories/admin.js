// Administration story: the administrator opens the console's 项目与合同段 page (as the console's iframe does, token
// in the address) and adds a landscaping section to G60 杭金; then, through the console's own calls, creates a role
// with three App entries and a user in the new section's contractor organisation. The page lists the user among
// the section's members, and the user signs in to the app and sees exactly the granted entries and the section.
const assert = require('assert')
const crypto = require('crypto')
const { shot } = require('../../support/processes')
const { apiLogin, login, visibleText } = require('../browser-helpers')

const SECTION = { enCode: 'LH-01', fullName: '杭金改扩建绿化工程LH-01合同段', contractor: '钱塘园林绿化有限公司', mileage: 'K12+300～K18+600', amount: '3860' }
const ROLE = { fullName: '绿化施工员', enCode: 'lvhuaWorker' }
const USER = { account: 'lvhua01', realName: '林绿华', mobilePhone: '13957100101', password: 'Lvhua@2026' }
// the App menus the role grants (ids are m-<enCode>, server/src/catalog/system/app-menus.ts) and their names
const GRANTED = { 'm-flowLaunch': '发起流程', 'm-flowTodo': '待办事宜', 'm-personalData': '个人资料' }
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

const md5 = (text) => crypto.createHash('md5').update(text).digest('hex')

/** a call of the JNPF 3.6 web console: /api/..., its session token, origin pc; answers the envelope */
async function consoleApi(server, token, method, url, body) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { authorization: token, 'jnpf-origin': 'pc', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const envelope = await res.json()
  assert.strictEqual(envelope.code, 200, `${method} ${url}: ${JSON.stringify(envelope)}`)
  return envelope
}

const findNode = (nodes, test) => {
  for (const n of nodes || []) {
    if (test(n)) return n
    const hit = findNode(n.children, test)
    if (hit) return hit
  }
  return undefined
}

const dialog = (page) => page.locator('dialog[open]')
const sectionRow = (page) => page.locator('table.table--contracts tbody tr', { hasText: SECTION.enCode })

module.exports = async function adminStory({ server, page, errors, step }) {
  const admin = await apiLogin(server, 'admin')

  step('the console opens the page with its token; the token leaves the address bar; the projects are listed')
  await page.setViewportSize(DESKTOP)
  await page.goto(`${server.base}/admin/projects?token=${encodeURIComponent(admin)}`, { waitUntil: 'networkidle' })
  assert.ok(!page.url().includes('token='), `the token stays out of the address: ${page.url()}`)
  const hj = page.locator('table.table--projects tbody tr', { hasText: 'HJGKJ' })
  await hj.waitFor({ timeout: 10000 })
  assert.strictEqual(await page.locator('table.table--projects tbody tr', { hasText: 'NJGS' }).count(), 1, 'both demo projects listed')
  await shot(page, 'admin-projects-list')

  step('the administrator opens G60 杭金 and sees its sections')
  await hj.locator('a').click()
  await page.waitForURL(/#\/project\/proj-hj$/, { timeout: 10000 })
  await page.locator('table.table--contracts tbody tr', { hasText: 'TJ-01' }).waitFor({ timeout: 10000 })
  await shot(page, 'admin-project-sections')

  step('a wrong chainage is refused by the server, shown beside the field, and nothing is created')
  await page.getByRole('button', { name: '新建合同段' }).click()
  const form = dialog(page)
  await form.locator('input[name=enCode]').fill(SECTION.enCode)
  await form.locator('select[name=kind]').selectOption('construction')
  await form.locator('input[name=fullName]').fill(SECTION.fullName)
  await form.locator('input[name=contractor]').fill(SECTION.contractor)
  await form.locator('input[name=mileage]').fill('K18+600～K12+300')
  await form.locator('input[name=amount]').fill(SECTION.amount)
  await form.getByRole('button', { name: '新建', exact: true }).click()
  await form.locator('.field--invalid .field__msg', { hasText: '终点桩号必须大于起点桩号' }).waitFor({ timeout: 10000 })
  await shot(page, 'admin-section-form-refused')
  const before = await consoleApi(server, admin, 'GET', '/permission/Project/proj-hj/Contract')
  assert.ok(!before.data.list.some((c) => c.enCode === SECTION.enCode), 'a refused form stores nothing')

  step('with the chainage corrected, the new section is created and listed with its contractor')
  await form.locator('input[name=mileage]').fill(SECTION.mileage)
  await shot(page, 'admin-section-form')
  await form.getByRole('button', { name: '新建', exact: true }).click()
  await sectionRow(page).waitFor({ timeout: 10000 })
  await dialog(page).waitFor({ state: 'detached', timeout: 5000 })
  const rowText = await sectionRow(page).innerText()
  for (const part of [SECTION.fullName, '施工', SECTION.contractor, SECTION.mileage, '3,860']) assert.ok(rowText.includes(part), `section row shows ${part}: ${rowText}`)
  await shot(page, 'admin-section-created')
  const section = (await consoleApi(server, admin, 'GET', '/permission/Project/proj-hj/Contract')).data.list.find((c) => c.enCode === SECTION.enCode)
  assert.strictEqual(section.contractorOrganizeName, SECTION.contractor, 'the contractor got its organisation under the project company')

  step('through the console: a role 绿化施工员 granted 发起流程, 待办事宜 and 个人资料 of the App menus')
  await consoleApi(server, admin, 'POST', '/permission/Role', { ...ROLE, globalMark: 1, sortCode: 0, enabledMark: 1, description: '绿化工程现场施工人员' })
  const roles = await consoleApi(server, admin, 'GET', `/permission/Role?keyword=${encodeURIComponent(ROLE.fullName)}&currentPage=1&pageSize=20`)
  const role = roles.data.list.find((r) => r.enCode === ROLE.enCode)
  assert.ok(role, `the role is listed: ${JSON.stringify(roles.data.list)}`)
  const systems = await consoleApi(server, admin, 'POST', `/permission/Authority/Data/${role.id}/Values`, { type: 'system', moduleIds: '' })
  const sys = systems.data.list[0].id
  const modules = await consoleApi(server, admin, 'POST', `/permission/Authority/Data/${role.id}/Values`, { type: 'module', moduleIds: sys })
  const appRoot = findNode(modules.data.list, (n) => n.fullName === 'APP菜单')
  const granted = Object.keys(GRANTED)
  for (const id of granted) assert.ok(findNode(appRoot.children, (n) => n.id === id), `${id} is offered in the grant tree`)
  // the console sends the ticked entries with their half-ticked parents
  await consoleApi(server, admin, 'PUT', `/permission/Authority/Data/${role.id}`, {
    objectType: 'Batch', systemIds: [sys], module: [sys, appRoot.id, 'm-workflow', 'm-personal', ...granted],
    button: [], column: [], form: [], resource: [], roleIds: []
  })

  step('through the console: user lvhua01 in the section\'s contractor organisation, with the role and a password')
  const orgs = await consoleApi(server, admin, 'GET', `/permission/Organize?keyword=${encodeURIComponent(SECTION.contractor)}`)
  const org = findNode(orgs.data.list, (n) => n.id === section.contractorOrganizeId)
  assert.ok(org, `the contractor organisation is in the tree: ${JSON.stringify(orgs.data.list).slice(0, 300)}`)
  const created = await consoleApi(server, admin, 'POST', '/permission/Users', {
    account: USER.account, realName: USER.realName, gender: '1', mobilePhone: USER.mobilePhone, email: '',
    organizeId: org.id, organizeIdTree: [org.organizeIdTree.split(',').filter(Boolean)], positionId: '', roleId: role.id,
    managerId: '', sortCode: 0, enabledMark: 1, description: ''
  })
  await consoleApi(server, admin, 'POST', `/permission/Users/${created.data.id}/Actions/ResetPassword`, {
    userPassword: md5(USER.password), validatePassword: md5(USER.password)
  })

  step('back on the page, the new user is among the members of the section')
  await sectionRow(page).getByRole('button', { name: '成员' }).click()
  await page.waitForURL(new RegExp(`#/project/proj-hj/members/${section.id}$`), { timeout: 10000 })
  const member = page.locator(`table.table--members tbody tr[data-user="${USER.account}"]`)
  await member.waitFor({ timeout: 10000 })
  const memberText = await member.innerText()
  assert.ok(memberText.includes(USER.realName) && memberText.includes(SECTION.enCode), `member row: ${memberText}`)
  assert.strictEqual(await page.locator('table.table--members tbody tr[data-user]').count(), 1, 'the new section has only its new member')
  await page.locator('#toast').waitFor({ state: 'hidden', timeout: 5000 })
  await shot(page, 'admin-section-members')

  step('the user signs in to the app: the Workbench shows exactly the granted entries')
  await page.setViewportSize(PHONE)
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' })
  await login(page, USER.account, USER.password)
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
  const tiles = page.locator('.app-grid__item').filter({ visible: true })
  await tiles.first().waitFor({ timeout: 10000 })
  const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  assert.deepStrictEqual([...names].sort(), Object.values(GRANTED).sort(), `Workbench entries ${JSON.stringify(names)}`)
  await visibleText(page, SECTION.fullName).waitFor({ timeout: 10000 })
  await shot(page, 'app-workbench-granted')

  step('Mine and the project picker show G60 杭金 with the new section')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await page.waitForURL(/\/pages\/index\/my/, { timeout: 10000 })
  await visibleText(page, USER.realName).waitFor({ timeout: 10000 })
  await visibleText(page, SECTION.fullName).waitFor({ timeout: 10000 })
  await shot(page, 'app-mine-section')
  await page.locator('.weui-tabbar__item', { hasText: '工作台' }).click()
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 10000 })
  await page.locator('[aria-label="切换项目与合同段"]').filter({ visible: true }).first().click()
  await visibleText(page, SECTION.enCode).waitFor({ timeout: 10000 })
  await shot(page, 'app-project-picker')

  assert.deepStrictEqual(errors, [], 'no page errors')
}

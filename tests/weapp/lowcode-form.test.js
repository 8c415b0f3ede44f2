/**
 * The low-code form page of the compiled mini-program (dist/weapp) against the real server: the foreman 陈刚 adds a
 * 安全巡查记录 (vm-demo-inspection, menu m-safetyInspectionRecord) from its list, typing into the simulated inputs,
 * picking a date and tapping a radio chip; the rules refuse an incomplete form and a bad phone number, and the saved
 * record is then read back through the server API. Build first: npx taro build --type weapp (npm test does).
 */
const { startServer } = require('../support/processes')
const { installWxBridge } = require('./wx-bridge')
const { api, apiToken, waitFor, signIn, decodeConfig, openNavigated, itemByLabel } = require('./lowcode-support')

const MODEL = 'vm-demo-inspection'
const MENU = 'm-safetyInspectionRecord'
const TITLE = '3号墩临边防护专项巡查'

let server
let bridge
let harness

beforeAll(async () => {
  server = await startServer()
  harness = require('./harness') // defines the global wx mock the bridge extends
  bridge = installWxBridge(server.base)
  harness.bootApp('pages/login/index')
}, 90000)

afterAll(async () => {
  if (server) await server.stop()
})

/** types into the input of the form item labelled `label`, then leaves it */
async function typeInto(page, label, value) {
  const item = itemByLabel(page, label)
  const input = page.querySelectorAll('.lc-input__field, .lc-number__field').find((i) => item.dom.contains(i.dom))
  if (!input) throw new Error(`${label} has no input`)
  input.dispatchEvent('focus', { detail: { value: '' } })
  input.dispatchEvent('input', { detail: { value, cursor: value.length } })
  input.dispatchEvent('blur', { detail: { value } })
  await harness.flush()
}

async function records(token) {
  const r = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, {
    token, json: { currentPage: 1, pageSize: 50, menuId: MENU, projectId: 'proj-hj' }
  })
  expect(r.code).toBe(200)
  return r.data.list
}

describe('安全巡查记录 form (compiled weapp)', () => {
  let listPage
  it('adds a record through the simulated controls and the server stores it', async () => {
    await signIn(harness, bridge, 'chengang')
    const token = await apiToken(server.base, 'chengang')
    const before = (await records(token)).length

    const list = harness.renderPage('pages/apply/dynamicModel/index', { id: MODEL, menuId: MENU, title: encodeURIComponent('安全巡查记录') })
    await harness.waitForText(list, '暂无数据', 8000)
    const navigateTo = jest.spyOn(wx, 'navigateTo')
    navigateTo.mockClear()
    list.querySelector('.lc-list__add').dispatchEvent('tap')
    await waitFor(harness, () => navigateTo.mock.calls.length > 0, 'navigateTo form')
    const url = navigateTo.mock.calls[0][0].url
    expect(url.split('?')[0]).toBe('/pages/apply/dynamicModel/form')
    expect(decodeConfig(url)).toMatchObject({ modelId: MODEL, menuId: MENU, jurisdictionType: 'btn_add' })
    expect(decodeConfig(url).id).toBeUndefined()

    const form = openNavigated(harness, url)
    await harness.waitForText(form, '隐患等级', 8000)
    expect(form.querySelector('.nav-bar__title').dom.textContent).toBe('安全巡查记录 - 新增')
    const toast = jest.spyOn(wx, 'showToast')
    const navigateBack = jest.spyOn(wx, 'navigateBack')
    const save = () => form.querySelectorAll('.lc-form-page__btn--primary')[0].dispatchEvent('tap')
    const lastToast = () => toast.mock.calls[toast.mock.calls.length - 1][0]

    // nothing filled: the first required field is named and nothing is saved
    toast.mockClear()
    save()
    await waitFor(harness, () => toast.mock.calls.length > 0, 'the rule message')
    expect(lastToast().title).toBe('巡查标题不能为空')
    // the toast comes first; the field's mark follows with the next render (a busy machine shows the gap)
    await waitFor(harness, () => form.querySelectorAll('.lc-item--error').length > 0, 'the field marked')

    await typeInto(form, '巡查标题', TITLE)
    form.querySelectorAll('.lc-date__part')[0].dispatchEvent('change', { detail: { value: '2026-03-18' } })
    await harness.flush()
    await harness.waitForText(form, '2026-03-18')
    form.querySelectorAll('.lc-chip').find((c) => c.dom.textContent === '较大隐患').dispatchEvent('tap')
    await harness.flush()
    await typeInto(form, '参检人数', '6')
    await typeInto(form, '联系电话', '1380000')

    // a phone number the regList refuses: the pattern's message, still nothing saved
    toast.mockClear()
    save()
    await waitFor(harness, () => toast.mock.calls.length > 0, 'the pattern message')
    expect(lastToast().title).toContain('请输入正确的手机号码')
    expect(await records(token)).toHaveLength(before)

    await typeInto(form, '联系电话', '13800138000')
    toast.mockClear()
    save()
    await waitFor(harness, () => toast.mock.calls.some(([o]) => o.icon === 'success'), 'the saved toast')
    await waitFor(harness, () => navigateBack.mock.calls.length > 0, 'back to the list after saving')

    const saved = (await records(token)).filter((r) => r.inspectTitle === TITLE)
    expect(saved).toHaveLength(1)
    const raw = await api(server.base, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${saved[0].id}`, { token })
    const data = typeof raw.data.data === 'string' ? JSON.parse(raw.data.data) : raw.data.data
    expect(data).toMatchObject({ inspectTitle: TITLE, hazardLevel: '2', personCount: 6, contactPhone: '13800138000' })
    const day = new Date(data.inspectDate)
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 3, 18])
    listPage = list
  })

  // ModelList mounts after the page's first onShow (it waits for the model Config), so only a show that follows a
  // hide is a return from the form (useRefreshOnReturn)
  it('back on the list after saving, the new record is there', async () => {
    listPage.instance.onHide()
    listPage.instance.onShow()
    await harness.waitForText(listPage, TITLE, 3000)
  })
})

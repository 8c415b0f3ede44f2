/**
 * The low-code list and detail pages of the compiled mini-program (dist/weapp) against the real server and its seed:
 * 月度施工计划 (vm-monthly-plan, menu m-monthlyPlan) switches on button, column and form permissions, so the work-area
 * foreman 陈刚 (btn_add/edit/detail, no prices) and the contractor's manager 张华 (every button and column) see
 * different pages. Build first: npx taro build --type weapp (npm test does).
 */
const { startServer } = require('../support/processes')
const { installWxBridge } = require('./wx-bridge')
const { api, apiToken, waitFor, signIn, decodeConfig, openNavigated, visibleText } = require('./lowcode-support')

const MODEL = 'vm-monthly-plan'
const LIST_QUERY = { id: MODEL, menuId: 'm-monthlyPlan', title: encodeURIComponent('月度施工计划') }
const FOREMAN_COLUMNS = ['计划名称', '合同段', '计划月份', '编制人', '创建时间']
// cards show a column's whole label (the list config's four-character cut is not applied: 计划产值 would hide its unit)
const PRICE_FIELDS = ['计划产值(万元)', '上月完成产值(万元)']
const MAY_PLAN = '2026年5月TJ-01第二工区施工计划'

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

const rows = (page) => page.querySelectorAll('.lc-row')
const rowNamed = (page, name) => rows(page).find((r) => r.dom.textContent.includes(name))
// j-component finds nodes from the page only; a row's own nodes are read through its DOM
const labelsOf = (row) => [...row.dom.querySelectorAll('[class*="lc-row__label"]')].map((l) => l.textContent)
const firstValue = (row) => row.dom.querySelector('[class*="lc-row__value"]').textContent
const deleteButtonOf = (page, row) => page.querySelectorAll('.lc-row__action--danger').find((b) => row.dom.contains(b.dom))

async function openList() {
  const page = harness.renderPage('pages/apply/dynamicModel/index', LIST_QUERY)
  await harness.waitForText(page, '计划名称', 8000)
  await harness.waitForText(page, '没有更多了', 8000)
  return page
}

describe('月度施工计划 list for the foreman 陈刚 (compiled weapp)', () => {
  let page
  let detailUrl

  it('shows the TJ-01 plans from the server with the granted column labels only, the add button and no delete', async () => {
    await signIn(harness, bridge, 'chengang')
    page = await openList()
    expect(page.querySelector('.nav-bar__title').dom.textContent).toBe('月度施工计划')
    // his contract section only (TJ-02 and 宁绩 plans are not his), newest month first (the list's default sort)
    expect(rows(page).map(firstValue)).toEqual([
      '2026年4月TJ-01第一工区施工计划',
      '2026年3月TJ-01合同段施工计划'
    ])
    expect(page.dom.textContent).toContain('共2条，没有更多了')
    for (const row of rows(page)) expect(labelsOf(row)).toEqual(FOREMAN_COLUMNS)
    const march = rowNamed(page, '2026年3月TJ-01合同段施工计划')
    expect(march.dom.textContent).toContain('杭金改扩建土建施工第TJ-01合同段')
    expect(march.dom.textContent).toContain('2026-03')
    expect(march.dom.textContent).toContain('张华/zhanghua')
    expect(march.dom.textContent).toContain('2026-02-26 17:00:00')
    // column permission: the output value columns are not granted to role-foreman
    for (const label of ['计划产值', '上月完成']) expect(page.dom.textContent).not.toContain(label)
    // btn_add granted, btn_remove not
    expect(page.querySelector('.lc-list__add')).toBeTruthy()
    expect(page.querySelectorAll('.lc-row__action--danger')).toHaveLength(0)
    expect(page.dom.textContent).not.toContain('删除')
  })

  it('pull-to-refresh reloads the rows from the server and stops the refresh animation', async () => {
    const token = await apiToken(server.base, 'zhanghua')
    const data = {
      planName: MAY_PLAN, sectionId: 'ct-hj-tj01', planMonth: new Date(2026, 4, 1).getTime(), planner: 'u-zhanghua',
      tableFieldPlanItems: [{ workItem: '路面基层', unit: 'm2', quantity: 42000 }], mainWork: '拼宽段路面基层摊铺。'
    }
    const created = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MODEL}`, {
      token, json: { data: JSON.stringify(data), projectId: 'proj-hj', contractId: 'ct-hj-tj01' }
    })
    expect(created.code).toBe(200)
    expect(page.dom.textContent).not.toContain(MAY_PLAN)

    const stop = jest.spyOn(wx, 'stopPullDownRefresh')
    page.instance.onPullDownRefresh()
    await harness.waitForText(page, MAY_PLAN, 8000)
    await waitFor(harness, () => stop.mock.calls.length > 0, 'stopPullDownRefresh')
    expect(firstValue(rows(page)[0])).toBe(MAY_PLAN)
    await harness.waitForText(page, '共3条，没有更多了')
  })

  it('opens a record on tap with the detail page the list builds, showing its display values', async () => {
    const navigateTo = jest.spyOn(wx, 'navigateTo')
    navigateTo.mockClear()
    rowNamed(page, '2026年3月TJ-01合同段施工计划').dispatchEvent('tap')
    await waitFor(harness, () => navigateTo.mock.calls.length > 0, 'navigateTo detail')
    const url = (detailUrl = navigateTo.mock.calls[0][0].url)
    expect(url.split('?')[0]).toBe('/pages/apply/dynamicModel/detail')
    // detail wins when both rights exist; edit rights travel along for its edit button
    expect(decodeConfig(url)).toMatchObject({ modelId: MODEL, menuId: 'm-monthlyPlan', id: 'rec-mp-hj-001', jurisdictionType: 'btn_edit' })

    const detail = openNavigated(harness, url)
    await harness.waitForText(detail, '钻孔灌注桩', 8000)
    const text = visibleText(detail)
    expect(detail.querySelector('.nav-bar__title').dom.textContent).toBe('月度施工计划 - 详情')
    for (const shown of [
      '2026年3月TJ-01合同段施工计划', '杭金改扩建土建施工第TJ-01合同段', '2026-03', '张华/zhanghua',
      // child rows: select labels instead of stored values (m3 -> m³, piece -> 根)
      '墩柱及盖梁混凝土', 'm³', 'T梁预制', '根', '86000',
      '钱塘江特大桥拼宽段3号～9号墩桩基及下部构造', '旋挖钻机6台', '2026-02-26 17:00:00'
    ]) expect(text).toContain(shown)
    // form permission: no prices for the foreman
    for (const label of [...PRICE_FIELDS, '综合单价(元)']) expect(text).not.toContain(label)
    expect(detail.querySelector('.lc-form-page__btn--primary').dom.textContent).toBe('编辑')

    // someone saves the record meanwhile (as after 编辑): coming back to the detail page shows the saved values
    const token = await apiToken(server.base, 'zhanghua')
    const path = `/api/visualdev/OnlineDev/${MODEL}/rec-mp-hj-001`
    const raw = (await api(server.base, 'GET', path, { token })).data
    const values = typeof raw.data === 'string' ? JSON.parse(raw.data) : raw.data
    const measures = '桩基施工两班倒，预制场增加两套侧模。'
    const saved = await api(server.base, 'PUT', path, { token, json: { id: 'rec-mp-hj-001', data: JSON.stringify({ ...values, measures }) } })
    expect(saved.code).toBe(200)
    detail.instance.onHide()
    detail.instance.onShow()
    await harness.waitForText(detail, measures, 5000)
  })

  // the child table's 合计 line must not total 计划产值(元): the foreman is not granted that column
  it('the detail page shows no total of a child column the user may not see', async () => {
    const detail = openNavigated(harness, detailUrl)
    await harness.waitForText(detail, '钻孔灌注桩', 8000)
    expect(visibleText(detail)).not.toContain('计划产值')
  })
})

describe('月度施工计划 list for the manager 张华 (compiled weapp)', () => {
  it('shows the output columns and a delete button that removes the record on the server after confirmation', async () => {
    await signIn(harness, bridge, 'zhanghua')
    const page = await openList()
    expect(page.dom.textContent).toContain('共3条，没有更多了')
    // a card shows the first six columns (CARD_COLUMNS); 创建时间 moves to the detail page
    for (const row of rows(page)) expect(labelsOf(row)).toEqual([...FOREMAN_COLUMNS.slice(0, 4), ...PRICE_FIELDS])
    expect(rowNamed(page, '2026年3月TJ-01合同段施工计划').dom.textContent).toContain('1,420.36')
    expect(page.querySelector('.lc-list__add')).toBeTruthy()
    expect(page.querySelectorAll('.lc-row__action--danger')).toHaveLength(3)

    const token = await apiToken(server.base, 'zhanghua')
    const mayId = async () => {
      const list = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, {
        token, json: { currentPage: 1, pageSize: 20, menuId: 'm-monthlyPlan', projectId: 'proj-hj' }
      })
      return list.data.list.find((r) => r.planName === MAY_PLAN)?.id
    }
    expect(await mayId()).toBeTruthy()
    const remove = () => deleteButtonOf(page, rowNamed(page, MAY_PLAN)).dispatchEvent('tap')

    bridge.answerModals(false)
    remove()
    await harness.flush(20)
    expect(await mayId()).toBeTruthy()
    expect(page.dom.textContent).toContain(MAY_PLAN)

    bridge.answerModals(true)
    remove()
    await waitFor(harness, () => !page.dom.textContent.includes(MAY_PLAN), 'the deleted row to leave the list')
    expect(await mayId()).toBeUndefined()
    await harness.waitForText(page, '共2条，没有更多了')
  })
})

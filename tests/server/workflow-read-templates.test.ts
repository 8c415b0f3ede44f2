// Launchable flows (jnpf-api.md §6.2 flowTemplate/*, jnpf-forms-and-flows.md §3.7 FlowJsonList): what each user may
// launch follows the start node's initiators (flow_visible); standalone flows are grouped by WorkFlowCategory.
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

const T = '/H5Api/api/workflow/Engine/flowTemplate'

interface Group { id: string; fullName: string; num: number; children?: { id: string; enCode: string; flowId: string; formType: number }[] }

describe.each(dialects)('launchable flows on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'zhanghua', 'wangfang', 'admin', 'yangshan']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const codes = (groups: Group[]) => groups.flatMap((g) => (g.children ?? []).map((c) => c.enCode)).sort()

  test('ListAll groups the standalone flows a user may launch by category; every category is listed', async () => {
    const zh = (await get(t, `${T}/ListAll`, tok.zhanghua)).data.list as Group[]
    expect(zh.map((g) => g.fullName)).toEqual(['行政办公', '安全管理', '计量支付', '工程管理', '质量管理'])
    expect(codes(zh)).toEqual(['leaveApply', 'meterPayment'])
    expect(zh.find((g) => g.fullName === '计量支付')).toMatchObject({ num: 1, children: [{ enCode: 'meterPayment', flowId: 'ftj-meter-payment-v1', formType: 2 }] })
    expect(zh.find((g) => g.fullName === '质量管理')).toEqual({ id: 'dd-WorkFlowCategory-quality', fullName: '质量管理', num: 0 })
    // a foreman is no project manager: the measurement is not offered
    expect(codes((await get(t, `${T}/ListAll`, tok.chengang)).data.list)).toEqual(['leaveApply'])
    // the administrator sees every standalone flow, the laboratory's 报审 flows too
    expect(codes((await get(t, `${T}/Selector`, tok.admin)).data.list)).toEqual(['constructionLedger', 'engineeringEntityData', 'incomingMaterial', 'leaveApply', 'meterPayment'])
  })

  test('PageListAll pages the same flows with a keyword; flows bound to a form only when asked for', async () => {
    const p = await get(t, `${T}/PageListAll?pageSize=1`, tok.zhanghua)
    expect(p.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 })
    expect((await get(t, `${T}/PageListAll?keyword=${encodeURIComponent('请假')}`, tok.zhanghua)).data.list.map((x: { enCode: string }) => x.enCode)).toEqual(['leaveApply'])
    const bound = await get(t, `${T}/PageListAll?flowType=1`, tok.wangfang)
    expect(bound.data.list.map((x: { enCode: string }) => x.enCode)).toEqual(['hazardRectify', 'hotWorkPermit'])
    // a foreman files hazards as the register's form, and applies for hot work permits and construction schemes, and
    // submits daily reports and meterings, through their flows
    expect((await get(t, `${T}/PageListAll?flowType=1`, tok.chengang)).data.list.map((x: { enCode: string }) => x.enCode).sort())
      .toEqual(['constructionPlanApproval', 'dailyReported', 'hotWorkPermit', 'meterApprove'])
  })

  test('FlowJsonList answers the launchable versions, or 您没有发起该流程的权限', async () => {
    const r = await get(t, `${T}/FlowJsonList/ft-hazard-rectify?type=1`, tok.wangfang)
    expect(r.data).toEqual([{ id: 'ftj-hazard-rectify-v1', fullName: '隐患整改审批', flowName: '隐患整改审批', flowType: 1, version: '1', templateId: 'ft-hazard-rectify' }])
    expect(await get(t, `${T}/FlowJsonList/ft-hazard-rectify?type=1`, tok.yangshan)).toMatchObject({ code: 400, msg: '您没有发起该流程的权限' })
    expect((await get(t, `${T}/FlowJsonList/ft-hazard-rectify?type=1`, tok.admin)).code).toBe(200)
    expect((await get(t, `${T}/FlowJsonList/nope?type=1`, tok.admin)).msg).toBe('该流程不存在或已停用')
  })

  test('getFlowIdByCode and getflowAll', async () => {
    expect(await get(t, `${T}/getFlowIdByCode/hazardRectify`, tok.chengang)).toMatchObject({ code: 200, msg: '获取成功', data: 'ft-hazard-rectify' })
    expect((await get(t, `${T}/getFlowIdByCode/none`, tok.chengang)).code).toBe(400)
    const all = await get(t, `${T}/getflowAll?pageSize=50`, tok.chengang)
    expect(all.data.list.map((x: { enCode: string }) => x.enCode).sort()).toEqual([
      'SpecialTaskFlowNotify', 'constructionLedger', 'constructionPlanApproval', 'dailyReported', 'engineeringEntityData', 'hazardRectify',
      'hotWorkPermit', 'incomingMaterial', 'leaveApply', 'meterApprove', 'meterPayment', 'specialTasksForm', 'supervisionLogSign'
    ])
  })

  test('the low-code model bound to a flow hands its flow to the app in Config', async () => {
    const c = await get(t, '/H5Api/api/visualdev/OnlineDev/vm-hazard-rectify/Config', tok.wangfang)
    expect(c.data).toMatchObject({ enableFlow: 1, flowId: 'ft-hazard-rectify', flowEnCode: 'hazardRectify' })
    expect(JSON.parse(c.data.flowTemplateJson)).toMatchObject({ nodeId: 'hz-start' })
  })
})

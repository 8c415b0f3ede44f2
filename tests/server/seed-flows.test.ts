// The catalogue's flows (server/src/catalog/<domain>/flows): four flows in JNPF's node JSON on a system form and three
// low-code forms, and the demo seed's tasks in every state, run through the engine itself, that read back through the lists and the
// detail the way the app shows them.
import { parseTree } from '../../server/src/modules/workflow/engine/tree'
import { catalogueModules } from '../../server/src/catalog/modules'
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

const E = '/H5Api/api/workflow/Engine'

const byCode = new Map(catalogueModules().flatMap((m) => m.flows).map((f) => [f.template.enCode, f]))
const catalogueFlows = ['leaveApply', 'hazardRectify', 'meterPayment', 'hotWorkPermit'].map((code) => byCode.get(code)!)

describe('the catalogue flow definitions', () => {
  test('each template is a valid node tree starting at its form, with the node features the demo shows', () => {
    for (const f of catalogueFlows) {
      const tree = parseTree(JSON.stringify(f.version.tree))
      expect({ flow: f.template.enCode, formId: tree.start.props.formId }).toEqual({ flow: f.template.enCode, formId: f.form.id })
    }
    const [leave, hazard, payment, hotWork] = catalogueFlows.map((f) => parseTree(JSON.stringify(f.version.tree)))
    expect(leave.nodes.get('leave-manager')).toMatchObject({ gateway: { kind: 'condition' }, props: { assigneeType: 1, isBatchApproval: true } })
    expect(hazard.nodes.get('hz-check')?.gateway?.kind).toBe('condition')
    expect(hazard.nodes.get('hz-major')?.props.conditions).toEqual([expect.objectContaining({ groups: [expect.objectContaining({ field: 'hazardLevel', symbol: '==' })] })])
    expect(payment.nodes.get('mp-owner')?.props).toMatchObject({ counterSign: 1, circulateUser: ['role-chief--role'], isInitiatorCopy: true })
    // a 特级 or 一级 permit also goes to the project manager: a condition on the grade after the safety officer
    expect(hotWork.nodes.get('hw-safety')?.gateway?.kind).toBe('condition')
    expect(hotWork.nodes.get('hw-high')?.props.conditions).toEqual([expect.objectContaining({ groups: [expect.objectContaining({ field: 'grade', symbol: '<>' })] })])
    // and the engineering (施工方案审批, 监理日志签认), laboratory 报审, special task (专项任务审批, 专项任务通知) and
    // progress (施工日报审批, 计量审批) flows (seed tested in their own files)
    expect(byCode.size).toBe(13)
    expect(catalogueFlows.map((f) => [f.template.enCode, f.form.formType, f.template.type])).toEqual([
      ['leaveApply', 1, 0], ['hazardRectify', 2, 1], ['meterPayment', 2, 0], ['hotWorkPermit', 2, 1]
    ])
  })
})

describe.each(dialects)('the seeded demo tasks on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'zhanghua', 'xuzhiming', 'huangwei', 'zhaomin', 'liuhaitao', 'wangfang', 'hexiaoyan', 'yangshan', 'songwenbo', 'lijun', 'zhengkai']) {
      tok[a] = await login(t, a)
    }
  })
  afterAll(async () => { await t.close() })

  const tasks = async () => t.app.ctx.db.selectFrom('flowTask').select(['id', 'flowCode', 'status', 'creatorUserId', 'currentNodeName']).execute()

  test('there are tasks in every state of every flow', async () => {
    const all = await tasks()
    const states = (code: string) => [...new Set(all.filter((x) => x.flowCode === code).map((x) => Number(x.status)))].sort()
    expect(states('leaveApply')).toEqual([0, 1, 2, 4])
    expect(states('hazardRectify')).toEqual([1, 2, 3, 7])
    expect(states('meterPayment')).toEqual([0, 1, 2, 5])
    expect(states('constructionPlanApproval')).toEqual([1, 2])
    expect(states('supervisionLogSign')).toEqual([2])
    expect(states('specialTasksForm')).toEqual([1, 2])
    expect(states('SpecialTaskFlowNotify')).toEqual([1, 2])
    // in progress at several different nodes
    expect(new Set(all.filter((x) => Number(x.status) === 1).map((x) => x.currentNodeName))).toEqual(
      new Set(['直属领导审批', '项目经理审批', '安全总监审批', '责任人整改', '业主计量会签', '监理审批', '执行反馈', '发起人审核', '签收', '日报审批'])
    )
    // the low-code tasks are the demo records, whose list state follows them; a hazard reported in the app without
    // its flow (only a 重大隐患 needs one) has no task and no flow state
    const records = await t.app.ctx.db.selectFrom('visualdevRecord').select(['id', 'flowState']).where('modelId', 'in', ['vm-hazard-rectify', 'vm-meter-payment']).execute()
    for (const r of records) expect({ id: r.id, state: r.flowState }).toEqual({ id: r.id, state: all.find((x) => x.id === r.id)?.status ?? null })
  })

  test('the to-do lists: the delegation routes the project manager\'s leave step to the chief engineer', async () => {
    const xu = (await get(t, `${E}/FlowBefore/List/1`, tok.xuzhiming)).data.list
    expect(xu).toEqual([expect.objectContaining({ flowCode: 'leaveApply', thisStep: '项目经理审批', delegateUser: '黄伟/huangwei', userName: '陈刚/chengang', flowUrgent: 2 })])
    const hw = (await get(t, `${E}/FlowBefore/List/1`, tok.huangwei)).data.list
    // and the dust-control special task TJ-02 has reported on
    // and, as the owner's project manager on every section, each 杭金 section's latest daily report
    const reports = hw.filter((x: { flowCode: string }) => x.flowCode === 'dailyReported')
    expect(reports.length).toBeGreaterThan(0)
    expect(reports.every((x: { thisStep: string }) => x.thisStep === '日报审批')).toBe(true)
    expect(hw.filter((x: { flowCode: string }) => x.flowCode !== 'dailyReported').map((x: { flowCode: string; thisStep: string }) => [x.flowCode, x.thisStep]))
      .toEqual([['specialTasksForm', '发起人审核'], ['meterPayment', '业主计量会签']])
    const zh = (await get(t, `${E}/FlowBefore/List/4`, tok.zhanghua)).data.list
    expect(zh.map((x: { userName: string }) => x.userName).sort()).toEqual(['李军/lijun', '王芳/wangfang'])
    expect((await get(t, `${E}/FlowBefore/List/1`, tok.zhaomin)).data.list[0]).toMatchObject({ flowCode: 'hazardRectify', thisStep: '安全总监审批' })
    expect((await get(t, `${E}/FlowBefore/List/1`, tok.chengang)).data.list[0]).toMatchObject({ flowCode: 'hazardRectify', thisStep: '责任人整改' })
  })

  test('launches, done and copied lists', async () => {
    const mine = (await get(t, `${E}/FlowLaunch`, tok.chengang)).data.list
    // a leave of each state, his two construction schemes (one approved, one with the supervisor) and TJ-01's latest
    // daily report, waiting for its approval
    expect(mine.map((x: { status: number }) => x.status).sort()).toEqual([1, 1, 1, 2, 2])
    expect(mine.filter((x: { flowCode: string }) => x.flowCode === 'dailyReported')).toHaveLength(1)
    expect((await get(t, `${E}/FlowLaunch?status=3`, tok.wangfang)).data.list).toEqual([expect.objectContaining({ flowCode: 'hazardRectify', status: 3 })])
    expect((await get(t, `${E}/FlowLaunch?status=0`, tok.yangshan)).data.list).toHaveLength(1)
    expect((await get(t, `${E}/FlowLaunch?status=4`, tok.hexiaoyan)).data.list).toHaveLength(1)
    expect((await get(t, `${E}/FlowLaunch?status=5`, tok.zhengkai)).data.list).toHaveLength(1)
    const done = (await get(t, `${E}/FlowBefore/List/2`, tok.songwenbo)).data.list.map((x: { status: number }) => x.status).sort()
    // with his approval of the deep-pit scheme, his sign-off of 郭晴's log and his receipt of the flood-season notice
    // (still waiting for two sections)
    expect(done).toEqual([0, 1, 1, 1, 1, 1, 4])
    // the group chief engineer is copied once the owner's countersign starts approving
    const copied = (await get(t, `${E}/FlowBefore/List/3`, tok.liuhaitao)).data.list
    expect(copied.map((x: { processId: string; status: number }) => [x.processId, x.status])).toEqual([['rec-mp-hj-011', 1], ['rec-mp-hj-010', 2]])
    expect((await get(t, `${E}/FlowBefore/List/3`, tok.hexiaoyan)).data.list.length).toBeGreaterThanOrEqual(1)
  })

  test('an approved measurement reads back with its countersign, signatures, copies and comments', async () => {
    const p10 = await get(t, `${E}/FlowBefore/rec-mp-hj-010`, tok.zhanghua)
    expect(p10.data.flowTaskInfo).toMatchObject({ status: 2, completion: 100 })
    const recs = p10.data.flowTaskOperatorRecordList as { nodeCode: string; handleStatus: number; userName: string; signImg: string }[]
    expect(recs.slice(0, 4).map((r) => [r.nodeCode, r.handleStatus, r.userName])).toEqual([
      ['mp-start', 2, '张华/zhanghua'], ['mp-supervisor', 1, '宋文博/songwenbo'], ['mp-owner', 1, '徐志明/xuzhiming'], ['mp-owner', 1, '黄伟/huangwei']
    ])
    expect(recs[1].signImg).toMatch(/^data:image\/png;base64,/)
    expect(p10.data.formData).toMatchObject({ period: '第10期', currentAmount: 1863.42 })
    const comments = await get(t, `${E}/FlowComment?taskId=rec-mp-hj-011`, tok.huangwei)
    expect(comments.data.pagination.total).toBe(3)
    const p11 = await get(t, `${E}/FlowBefore/rec-mp-hj-011`, tok.huangwei)
    expect(p11.data.approversProperties).toMatchObject({ title: '发起节点', isComment: true })
  })

  test('every seeded to-do opens as the app opens it, with its node properties and values', async () => {
    for (const who of ['xuzhiming', 'huangwei', 'zhanghua', 'zhaomin', 'chengang']) {
      for (const item of (await get(t, `${E}/FlowBefore/List/1`, tok[who])).data.list as { id: string; processId: string; thisStep: string }[]) {
        const r = await get(t, `${E}/FlowBefore/${item.processId}?taskOperatorId=${item.id}`, tok[who])
        expect({ who, task: item.processId, code: r.code, title: r.data.approversProperties.title }).toEqual({ who, task: item.processId, code: 200, title: item.thisStep })
        expect(Object.keys(r.data.formData ?? r.data.draftData).length).toBeGreaterThan(2)
        expect((await get(t, `${E}/FlowBefore/${item.id}/Info`, tok[who])).data).toEqual({ isCheck: false })
      }
    }
    expect((await get(t, '/H5Api/api/oauth/CurrentUser', tok.songwenbo)).data.userInfo.signImg).toMatch(/^data:image\/png;base64,/)
  })
})

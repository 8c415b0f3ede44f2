// The workflow read side over HTTP (jnpf-api.md §6.2, §6.3; jnpf-forms-and-flows.md §4.8): my launches, the four
// FlowBefore lists with paging and keyword, the detail for every opType situation (new launch, my launch, to-do with
// and without a draft, done, copied), the message-jump check, the approval summary, and that nobody outside a task
// reads it. Tasks are written straight into the tables (workflow-read-fixtures.ts) over the seeded demo flows.
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import { Fixture, u } from './workflow-read-fixtures'

const E = '/H5Api/api/workflow/Engine'
const HOUR = 3_600_000
const RUNTIME = ['flowTaskCirculate', 'flowTaskOperatorRecord', 'flowTaskOperator', 'flowTaskNode', 'flowCandidates', 'flowLaunchUser', 'flowComment', 'flowTask'] as const

describe.each(dialects)('workflow lists and detail on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    const ctx = t.app.ctx
    // start from empty runtime tables: the demo tasks of the seed would crowd these lists
    for (const table of RUNTIME) await ctx.db.deleteFrom(table).execute()
    await ctx.db.deleteFrom('flowDelegate').execute()
    for (const a of ['chengang', 'lijun', 'zhanghua', 'songwenbo', 'guoqing', 'xuzhiming', 'huangwei', 'liuhaitao', 'yuanhao', 'wangjianguo', 'admin']) {
      tok[a] = await login(t, a)
    }
    const fx = new Fixture(ctx)
    const t0 = t.clock.now() - 48 * HOUR

    // leave-1: chengang's leave waiting for zhanghua (the manager step may be batch-approved)
    await fx.task({ id: 'leave-1', flow: 'leave', launcher: 'chengang', title: '陈刚的请假申请（年假2天）', status: 1, at: t0, urgent: 2, currentNode: ['leave-manager', '直属领导审批'],
      values: { leaveType: '年假', leaveStartTime: t0 + 24 * HOUR, leaveEndTime: t0 + 72 * HOUR, leaveDayCount: 2, leaveReason: '回老家探亲' } })
    const l1s = await fx.node('leave-1', 'leave-start', '发起节点', 'start', 0, t0)
    const l1m = await fx.node('leave-1', 'leave-manager', '直属领导审批', 'approver', 1, t0 + 1, { isBatchApproval: true, hasSign: false })
    await fx.record(l1s, 'chengang', 2, t0)
    ids.l1op = (await fx.operator(l1m, 'zhanghua', t0 + 1)).id

    // leave-2: lijun's leave, approved by zhanghua
    await fx.task({ id: 'leave-2', flow: 'leave', launcher: 'lijun', title: '李军的请假申请（事假1天）', status: 2, at: t0 + HOUR, currentNode: ['end', '结束'],
      values: { leaveType: '事假', leaveDayCount: 1, leaveReason: '办理证件' } })
    const l2s = await fx.node('leave-2', 'leave-start', '发起节点', 'start', 0, t0 + HOUR)
    const l2m = await fx.node('leave-2', 'leave-manager', '直属领导审批', 'approver', 0, t0 + HOUR + 1, { isBatchApproval: true })
    await fx.record(l2s, 'lijun', 2, t0 + HOUR)
    const l2op = await fx.operator(l2m, 'zhanghua', t0 + HOUR + 1, { completion: 1, handleStatus: 1, handleTime: t0 + 2 * HOUR })
    ids.l2op = l2op.id
    ids.l2rec = (await fx.record(l2m, 'zhanghua', 1, t0 + 2 * HOUR, { taskOperatorId: l2op.id, handleOpinion: '同意', signImg: 'data:image/png;base64,AAAA' })).id

    // leave-3: chengang's draft
    await fx.task({ id: 'leave-3', flow: 'leave', launcher: 'chengang', title: '陈刚的请假申请（调休1天）', status: 0, at: t0 + 3 * HOUR, values: { leaveType: '调休' } })

    // pay-1: zhanghua's measurement at the owner's countersign; lijun acts for huangwei; liuhaitao is copied
    await ctx.db.insertInto('visualdevRecord').values({
      id: 'pay-1', modelId: 'vm-meter-payment', projectId: 'proj-hj', contractId: 'ct-hj-tj01', searchText: '',
      data: JSON.stringify({ meterNo: 'JL-TJ01-099', period: '第99期', sectionName: 'TJ-01 钱江路桥', currentAmount: 12.5, totalAmount: 100, content: '测试计量', applicant: 'u-zhanghua' }),
      creatorUserId: u('zhanghua'), creatorTime: t0, lastModifyUserId: '', lastModifyTime: null, flowState: 1
    }).execute()
    await fx.task({ id: 'pay-1', flow: 'payment', launcher: 'zhanghua', title: 'TJ-01 钱江路桥第99期计量支付申请', status: 1, at: t0 + 4 * HOUR, currentNode: ['mp-owner', '业主计量会签'] })
    const ps = await fx.node('pay-1', 'mp-start', '发起节点', 'start', 0, t0 + 4 * HOUR)
    const pv = await fx.node('pay-1', 'mp-supervisor', '监理工程师审核', 'approver', 0, t0 + 4 * HOUR + 1)
    const po = await fx.node('pay-1', 'mp-owner', '业主计量会签', 'approver', 1, t0 + 5 * HOUR, { counterSign: 1 })
    await fx.record(ps, 'zhanghua', 2, t0 + 4 * HOUR)
    const sv = await fx.operator(pv, 'songwenbo', t0 + 4 * HOUR + 1, { completion: 1, handleStatus: 1, handleTime: t0 + 5 * HOUR })
    await fx.operator(pv, 'guoqing', t0 + 4 * HOUR + 1, { state: -1 })
    ids.svrec = (await fx.record(pv, 'songwenbo', 1, t0 + 5 * HOUR, { taskOperatorId: sv.id, handleOpinion: '工程量核实无误', signImg: 'data:image/png;base64,BBBB', fileList: '[{"name":"计量表.pdf","fileId":"x.pdf"}]' })).id
    ids.payXu = (await fx.operator(po, 'xuzhiming', t0 + 5 * HOUR)).id
    ids.payLi = (await fx.operator(po, 'lijun', t0 + 5 * HOUR, { delegatorUserId: u('huangwei') })).id
    ids.copy = await fx.copy(pv, 'liuhaitao', t0 + 5 * HOUR)
  })
  afterAll(async () => { await t.close() })

  const list = (path: string, who: string) => get(t, `${E}${path}`, tok[who])

  test('my launches: newest first with status, keyword, time range and paging', async () => {
    const all = await list('/FlowLaunch', 'chengang')
    expect(all.data.list.map((x: { id: string }) => x.id)).toEqual(['leave-3', 'leave-1'])
    expect(all.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 })
    expect(all.data.list[1]).toMatchObject({ flowName: '请假申请', flowCode: 'leaveApply', flowId: 'ftj-leave-v1', status: 1, thisStep: '直属领导审批', formType: 1, flowUrgent: 2, delegateUser: '' })
    expect((await list('/FlowLaunch?status=0', 'chengang')).data.list.map((x: { id: string }) => x.id)).toEqual(['leave-3'])
    expect((await list(`/FlowLaunch?keyword=${encodeURIComponent('年假')}`, 'chengang')).data.list.map((x: { id: string }) => x.id)).toEqual(['leave-1'])
    const page2 = await list('/FlowLaunch?pageSize=1&currentPage=2', 'chengang')
    expect(page2.data).toMatchObject({ list: [{ id: 'leave-1' }], pagination: { currentPage: 2, pageSize: 1, total: 2 } })
    const from = t.clock.now() - 46 * HOUR
    expect((await list(`/FlowLaunch?startTime=${from}`, 'chengang')).data.list.map((x: { id: string }) => x.id)).toEqual(['leave-3'])
    expect((await list('/FlowLaunch', 'lijun')).data.list.map((x: { id: string }) => x.id)).toEqual(['leave-2'])
  })

  test('to-do (1): one item per open entry of mine, its id the operator id; delegated entries say on whose behalf', async () => {
    const zh = await list('/FlowBefore/List/1', 'zhanghua')
    expect(zh.data.list).toEqual([expect.objectContaining({
      id: ids.l1op, processId: 'leave-1', fullName: '陈刚的请假申请（年假2天）', thisStep: '直属领导审批', nodeName: '直属领导审批', status: 1,
      userName: '陈刚/chengang', creatorUserId: u('chengang'), flowUrgent: 2, delegateUser: '', flowCode: 'leaveApply', formType: 1
    })])
    const li = await list('/FlowBefore/List/1', 'lijun')
    expect(li.data.list).toEqual([expect.objectContaining({ id: ids.payLi, processId: 'pay-1', delegateUser: '黄伟/huangwei', formType: 2, userName: '张华/zhanghua' })])
    expect((await list('/FlowBefore/List/1', 'huangwei')).data.list).toEqual([])
    expect((await list('/FlowBefore/List/1', 'guoqing')).data.list).toEqual([])
  })

  test('to-do keyword matches title, flow name and launcher; paging counts', async () => {
    expect((await list(`/FlowBefore/List/1?keyword=${encodeURIComponent('陈刚')}`, 'zhanghua')).data.list).toHaveLength(1)
    expect((await list('/FlowBefore/List/1?keyword=chengang', 'zhanghua')).data.list).toHaveLength(1)
    expect((await list(`/FlowBefore/List/1?keyword=${encodeURIComponent('请假申请')}`, 'zhanghua')).data.list).toHaveLength(1)
    expect((await list(`/FlowBefore/List/1?keyword=${encodeURIComponent('计量')}`, 'zhanghua')).data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })
    expect((await list('/FlowBefore/List/1?keyword=%25', 'zhanghua')).data.list).toHaveLength(0)
  })

  test('batch (4): only to-dos on nodes that allow batch approval, with the node properties', async () => {
    const zh = await list('/FlowBefore/List/4', 'zhanghua')
    expect(zh.data.list).toHaveLength(1)
    expect(JSON.parse(zh.data.list[0].approversProperties)).toMatchObject({ title: '直属领导审批', isBatchApproval: true })
    expect((await list('/FlowBefore/List/4', 'xuzhiming')).data.list).toEqual([])
  })

  test('done (2): my steps, id = record id, status = handleStatus; copied (3): what was copied to me', async () => {
    const zh = await list('/FlowBefore/List/2', 'zhanghua')
    expect(zh.data.list).toEqual([expect.objectContaining({ id: ids.l2rec, processId: 'leave-2', status: 1, thisStep: '直属领导审批', userName: '李军/lijun' })])
    expect((await list('/FlowBefore/List/2', 'songwenbo')).data.list.map((x: { id: string }) => x.id)).toEqual([ids.svrec])
    // a launcher's own submit is not "done by me"
    expect((await list('/FlowBefore/List/2', 'chengang')).data.list).toEqual([])
    const copied = await list('/FlowBefore/List/3', 'liuhaitao')
    expect(copied.data.list).toEqual([expect.objectContaining({ id: ids.copy, processId: 'pay-1', status: 1, thisStep: '业主计量会签', nodeName: '监理工程师审核' })])
    expect((await list('/FlowBefore/List/9', 'liuhaitao')).code).toBe(400)
  })

  test('detail of a new launch (id 0): template, form and start-node rights; launch rights are honoured', async () => {
    const r = await get(t, `${E}/FlowBefore/0?flowId=ftj-leave-v1`, tok.chengang)
    expect(r.code).toBe(200)
    expect(r.data.flowTaskInfo).toBeUndefined()
    expect(r.data).toMatchObject({
      flowTaskNodeList: [], flowTaskOperatorList: [], flowTaskOperatorRecordList: [],
      flowTemplateInfo: { id: 'ftj-leave-v1', templateId: 'ft-leave', fullName: '请假申请', type: 0, version: '1' },
      flowFormInfo: { id: 'ff-leave-apply', enCode: 'leaveApply', formType: 1 },
      approversProperties: { title: '发起节点', hasSubmitBtn: true }
    })
    expect(r.data.formOperates.find((o: { id: string }) => o.id === 'leaveType')).toMatchObject({ read: true, write: true, required: true })
    expect(JSON.parse(r.data.flowTemplateInfo.flowTemplateJson)).toMatchObject({ nodeId: 'leave-start', type: 'start' })
    // the measurement may be launched by project managers only
    expect(await get(t, `${E}/FlowBefore/0?flowId=ftj-meter-payment-v1`, tok.chengang)).toMatchObject({ code: 400, msg: '您没有发起该流程的权限' })
    const pay = await get(t, `${E}/FlowBefore/0?flowId=ftj-meter-payment-v1`, tok.zhanghua)
    expect(pay.data.flowFormInfo).toMatchObject({ formType: 2, enCode: 'meterPayment' })
    expect(JSON.parse(pay.data.flowFormInfo.propertyJson).fields.length).toBeGreaterThan(3)
    expect((await get(t, `${E}/FlowBefore/0`, tok.chengang)).msg).toBe('请选择要发起的流程')
    expect((await get(t, `${E}/FlowBefore/0?flowId=nope`, tok.chengang)).msg).toBe('该流程不存在或已被删除')
  })

  test('detail of a to-do (opType 1): its node properties and rights, the values, states and the history', async () => {
    const r = await get(t, `${E}/FlowBefore/leave-1?taskOperatorId=${ids.l1op}&taskNodeId=x`, tok.zhanghua)
    expect(r.code).toBe(200)
    expect(r.data.flowTaskInfo).toMatchObject({ id: 'leave-1', status: 1, thisStep: '直属领导审批', flowUrgent: 2, creatorUserId: u('chengang') })
    expect(r.data.approversProperties).toMatchObject({ title: '直属领导审批', isBatchApproval: true })
    expect(r.data.formData).toMatchObject({ leaveType: '年假', leaveDayCount: 2 })
    expect(r.data.draftData).toBeUndefined()
    expect(r.data.flowTaskNodeList.map((n: { nodeCode: string; type?: string; userName: string }) => [n.nodeCode, n.type, n.userName]))
      .toEqual([['leave-start', '0', '陈刚/chengang'], ['leave-manager', '1', '张华/zhanghua']])
    expect(r.data.flowTaskOperatorList).toEqual([expect.objectContaining({ id: ids.l1op, handleId: u('zhanghua'), completion: 0 })])
    expect(r.data.flowTaskOperatorRecordList).toEqual([expect.objectContaining({ nodeCode: 'leave-start', handleStatus: 2, userName: '陈刚/chengang', fileList: '[]' })])
    expect(r.data.noOperateAuth).toBe(true)
  })

  test('a draft saved on my to-do comes back as draftData instead of formData', async () => {
    await t.app.ctx.db.updateTable('flowTaskOperator').set({ draftData: JSON.stringify({ leaveType: '年假', leaveDayCount: 1.5 }) }).where('id', '=', ids.l1op).execute()
    const r = await get(t, `${E}/FlowBefore/leave-1?taskOperatorId=${ids.l1op}`, tok.zhanghua)
    expect(r.data.draftData).toEqual({ leaveType: '年假', leaveDayCount: 1.5 })
    expect(r.data.formData).toBeUndefined()
    // someone else's draft is never handed out
    const launcher = await get(t, `${E}/FlowBefore/leave-1?taskOperatorId=${ids.l1op}`, tok.chengang)
    expect(launcher.data.draftData).toBeUndefined()
    expect(launcher.data.flowTaskOperatorList[0].draftData).toBeUndefined()
    await t.app.ctx.db.updateTable('flowTaskOperator').set({ draftData: '' }).where('id', '=', ids.l1op).execute()
  })

  test('detail of my launch (opType 0) uses the start node; done (opType 2) the node of its record, with the end node', async () => {
    const mine = await get(t, `${E}/FlowBefore/leave-1`, tok.chengang)
    expect(mine.data.approversProperties).toMatchObject({ title: '发起节点', hasRevokeBtn: true })
    expect(mine.data.formOperates.every((o: { read: boolean }) => o.read)).toBe(true)
    const done = await get(t, `${E}/FlowBefore/leave-2?taskOperatorId=${ids.l2rec}`, tok.zhanghua)
    expect(done.data.approversProperties.title).toBe('直属领导审批')
    expect(done.data.flowTaskNodeList.map((n: { nodeCode: string; type?: string }) => [n.nodeCode, n.type])).toEqual([['leave-start', '0'], ['leave-manager', '0'], ['end', '0']])
    expect(done.data.flowTaskOperatorRecordList[1]).toMatchObject({ handleStatus: 1, handleOpinion: '同意', signImg: 'data:image/png;base64,AAAA', userName: '张华/zhanghua' })
    const draft = await get(t, `${E}/FlowBefore/leave-3`, tok.chengang)
    expect(draft.data).toMatchObject({ flowTaskInfo: { status: 0 }, formData: { leaveType: '调休' }, flowTaskNodeList: [] })
  })

  test('detail of a copied low-code task (opType 3): the record values and the online form', async () => {
    const r = await get(t, `${E}/FlowBefore/pay-1`, tok.liuhaitao)
    expect(r.code).toBe(200)
    expect(r.data.flowFormInfo).toMatchObject({ id: 'ff-meter-payment', formType: 2 })
    expect(r.data.formData).toMatchObject({ meterNo: 'JL-TJ01-099', currentAmount: 12.5 })
    const owner = r.data.flowTaskNodeList.find((n: { nodeCode: string }) => n.nodeCode === 'mp-owner')
    expect(owner).toMatchObject({ type: '1', userName: '徐志明/xuzhiming,李军/lijun' })
    // the or-signer who never acted is not named as a handler of the supervisor step
    expect(r.data.flowTaskNodeList.find((n: { nodeCode: string }) => n.nodeCode === 'mp-supervisor').userName).toBe('宋文博/songwenbo')
    const rec = r.data.flowTaskOperatorRecordList.find((x: { id: string }) => x.id === ids.svrec)
    expect(JSON.parse(rec.fileList)).toEqual([{ name: '计量表.pdf', fileId: 'x.pdf' }])
    expect(r.data.flowTaskOperatorList.map((o: { id: string }) => o.id).sort()).toEqual([ids.payLi, ids.payXu].sort())
  })

  test('the message-jump check: isCheck is false only for my own entry that is still open', async () => {
    expect((await get(t, `${E}/FlowBefore/${ids.l1op}/Info`, tok.zhanghua)).data).toEqual({ isCheck: false })
    expect((await get(t, `${E}/FlowBefore/${ids.l2op}/Info`, tok.zhanghua)).data).toEqual({ isCheck: true })
    expect((await get(t, `${E}/FlowBefore/${ids.l1op}/Info`, tok.chengang)).data).toEqual({ isCheck: true })
    expect(await get(t, `${E}/FlowBefore/${ids.l1op}/Info`, tok.yuanhao)).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    expect((await get(t, `${E}/FlowBefore/nope/Info`, tok.zhanghua)).code).toBe(400)
  })

  test('the approval summary groups the steps by node, or by handler', async () => {
    const byNode = await get(t, `${E}/FlowBefore/RecordList/pay-1`, tok.zhanghua)
    expect(byNode.data).toEqual([expect.objectContaining({ id: 'mp-supervisor', fullName: '监理工程师审核', list: [expect.objectContaining({ userName: '宋文博/songwenbo', handleOpinion: '工程量核实无误', handleStatus: 1 })] })])
    const byUser = await get(t, `${E}/FlowBefore/RecordList/pay-1?category=2`, tok.zhanghua)
    expect(byUser.data[0]).toMatchObject({ id: u('songwenbo'), fullName: '宋文博/songwenbo' })
    expect((await get(t, `${E}/FlowBefore/RecordList/pay-1?type=2`, tok.zhanghua)).data).toEqual([])
  })

  test('nobody outside a task reads it; a manager who may open the low-code record reads its task', async () => {
    for (const path of ['/FlowBefore/leave-1', '/FlowBefore/pay-1', '/FlowBefore/RecordList/leave-1', `/FlowBefore/leave-1?taskOperatorId=${ids.l1op}`]) {
      expect(await get(t, `${E}${path}`, tok.yuanhao)).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    }
    expect(await get(t, `${E}/FlowBefore/missing-task`, tok.yuanhao)).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    // wangjianguo manages both projects and holds the measurement menu: the record's list opens its task
    expect((await get(t, `${E}/FlowBefore/pay-1`, tok.wangjianguo)).code).toBe(200)
    expect((await get(t, `${E}/FlowBefore/leave-1`, tok.wangjianguo)).code).toBe(400)
    expect((await get(t, `${E}/FlowBefore/leave-1`, tok.admin)).code).toBe(200)
    // a copied user, the delegate and the delegator all read it
    for (const who of ['liuhaitao', 'lijun', 'huangwei', 'guoqing']) expect({ who, code: (await get(t, `${E}/FlowBefore/pay-1`, tok[who])).code }).toEqual({ who, code: 200 })
  })
})

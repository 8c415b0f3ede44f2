// The demo flow 计量支付审批 as the browser story drives it: launched by the contractor, signed by the supervisor,
// returned by the owner's countersign to the contractor (the owner may pick the launcher or the supervisor), and
// approved to the end after the contractor's correction, with the copies it promises.
import { createTestApp, dialects, login, get, send, type TestApp } from './helpers/app'
import { E, U, act, approve, entryOf, messagesOf, task } from './workflow-fixtures'
import { PAYMENT } from '../../server/src/catalog/engineering/flows/payment'
import { signatureOf } from '../../server/src/db/seed/flows/demo-extras'

const measurement = (amount: number) => ({
  meterNo: 'JL-TJ01-013', period: '第13期', sectionName: 'TJ-01 钱江路桥', meterDate: Date.UTC(2026, 2, 25), currentAmount: amount,
  totalAmount: 22187.17, content: '本期完成T梁架设36片、湿接缝浇筑18孔。', attachments: [], applicant: U.zhanghua
})

describe.each(dialects)('the demo measurement flow on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['zhanghua', 'songwenbo', 'xuzhiming', 'huangwei']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  test('the owner returns it to the contractor, who corrects and resubmits it; it then passes and is copied', async () => {
    const launched = await send(t, 'POST', `${E}/FlowTask`, { flowId: PAYMENT.version, status: '0', formData: measurement(2318.6) }, tok.zhanghua)
    expect(launched.code).toBe(200)
    const id = launched.data.id as string
    await approve(t, tok.songwenbo, id, U.songwenbo, { handleOpinion: '工程量一致，同意', signImg: signatureOf('songwenbo') })

    // the countersign may send it back to the launcher or to the supervisor: the owner picks
    const entry = await entryOf(t, id, U.xuzhiming)
    const offered = await get(t, `${E}/FlowBefore/RejectList/${entry}`, tok.xuzhiming)
    expect(offered.data.list.map((x: { nodeCode: string; nodeName: string }) => [x.nodeCode, x.nodeName])).toEqual([
      ['mp-start', '发起节点'], ['mp-supervisor', '监理工程师审核']
    ])
    const returned = await act(t, tok.xuzhiming, 'Reject', entry, { handleOpinion: '含未批复变更，请扣除后重新申报', rejectStep: 'mp-start', rejectType: 1 })
    expect(returned.msg).toBe('退回成功')
    expect(await task(t, id)).toMatchObject({ status: 3, currentNodeCode: 'mp-start' })
    expect((await messagesOf(t, U.zhanghua)).map((m) => m.title)).toContain('已退回：TJ-01 钱江路桥第13期计量支付申请')

    const resubmitted = await send(t, 'PUT', `${E}/FlowTask/${id}`, { id, flowId: PAYMENT.version, status: '0', formData: measurement(2106.3) }, tok.zhanghua)
    expect(resubmitted.code).toBe(200)
    expect(await task(t, id)).toMatchObject({ status: 1, currentNodeCode: 'mp-supervisor' })
    await approve(t, tok.songwenbo, id, U.songwenbo, { handleOpinion: '已扣除，同意', signImg: signatureOf('songwenbo') })
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    await approve(t, tok.huangwei, id, U.huangwei)
    expect(await task(t, id)).toMatchObject({ status: 2 })
    const copies = await t.app.ctx.db.selectFrom('flowTaskCirculate').select('objectId').where('taskId', '=', id).execute()
    // the launcher and the project's chief engineers (the role 总工程师 inside 杭金)
    expect(copies.map((c) => c.objectId).sort()).toEqual([U.zhanghua, 'u-liuhaitao', 'u-xuzhiming', 'u-lijun'].sort())
  })
})

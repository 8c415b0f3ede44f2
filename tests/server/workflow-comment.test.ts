// Task comments (jnpf-api.md §6.4 FlowComment): whoever may read the task comments on it, when its flow turns
// comments on (start node isComment); only the author edits or deletes (isDel); image and file stay the JSON strings
// the app sends; strangers see nothing.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { Fixture } from './workflow-read-fixtures'

const C = '/H5Api/api/workflow/Engine/FlowComment'

describe.each(dialects)('flow comments on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['zhanghua', 'songwenbo', 'liuhaitao', 'yuanhao', 'chengang']) tok[a] = await login(t, a)
    const fx = new Fixture(t.app.ctx)
    const at = t.clock.now() - 3_600_000
    // the seeded payment flow turns comments on, the leave flow leaves them off
    await fx.task({ id: 'cm-task', flow: 'payment', launcher: 'zhanghua', title: '张华的计量支付审批', status: 1, at, currentNode: ['pay-supervisor', '监理审核'] })
    const node = await fx.node('cm-task', 'pay-supervisor', '监理审核', 'approver', 1, at)
    await fx.operator(node, 'songwenbo', at)
    await fx.copy(node, 'liuhaitao', at)
    await fx.task({ id: 'cm-off', flow: 'leave', launcher: 'zhanghua', title: '张华的请假申请', status: 1, at, currentNode: ['leave-manager', '直属领导审批'] })
    await fx.operator(await fx.node('cm-off', 'leave-manager', '直属领导审批', 'approver', 1, at), 'songwenbo', at)
  })
  afterAll(async () => { await t.close() })

  test('the people of a task comment, newest first; isDel marks my own', async () => {
    const image = JSON.stringify([{ name: 'a.jpg', fileId: 'a.jpg', url: '/api/file/Image/annexpic/a.jpg' }])
    expect(await send(t, 'POST', C, { taskId: 'cm-task', text: '请补充病历', image }, tok.songwenbo)).toMatchObject({ code: 200, msg: '新建成功' })
    t.clock.advance(1000)
    const mine = await send(t, 'POST', C, { taskId: 'cm-task', text: '已补充，见附件', file: JSON.stringify([{ name: 'b.pdf', fileId: 'b.pdf' }]) }, tok.zhanghua)
    t.clock.advance(1000)
    await send(t, 'POST', C, { taskId: 'cm-task', text: '已阅' }, tok.liuhaitao)
    const list = await get(t, `${C}?taskId=cm-task`, tok.zhanghua)
    expect(list.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 })
    expect(list.data.list.map((c: { creatorUser: string; isDel: boolean }) => [c.creatorUser, c.isDel])).toEqual([
      ['刘海涛/liuhaitao', false], ['张华/zhanghua', true], ['宋文博/songwenbo', false]
    ])
    expect(list.data.list[0]).toMatchObject({ text: '已阅', image: '[]', file: '[]' })
    expect(JSON.parse(list.data.list[2].image)).toEqual([{ name: 'a.jpg', fileId: 'a.jpg', url: '/api/file/Image/annexpic/a.jpg' }])
    expect((await get(t, `${C}?taskId=cm-task&pageSize=1&currentPage=2`, tok.liuhaitao)).data.list[0].text).toBe('已补充，见附件')
    expect((await get(t, `${C}/${mine.data.id}`, tok.songwenbo)).data).toMatchObject({ text: '已补充，见附件', isDel: false })
  })

  test('only the author edits or deletes', async () => {
    const [own] = (await get(t, `${C}?taskId=cm-task`, tok.zhanghua)).data.list.filter((c: { isDel: boolean }) => c.isDel)
    expect((await send(t, 'DELETE', `${C}/${own.id}`, undefined, tok.songwenbo)).msg).toBe('只能删除自己的评论')
    expect((await send(t, 'PUT', `${C}/${own.id}`, { taskId: 'cm-task', text: '改' }, tok.songwenbo)).msg).toBe('只能修改自己的评论')
    expect((await send(t, 'PUT', `${C}/${own.id}`, { taskId: 'cm-task', text: '已补充病历，见附件' }, tok.zhanghua)).code).toBe(200)
    expect((await get(t, `${C}/${own.id}`, tok.zhanghua)).data.text).toBe('已补充病历，见附件')
    expect(await send(t, 'DELETE', `${C}/${own.id}`, undefined, tok.zhanghua)).toMatchObject({ code: 200, msg: '删除成功' })
    expect((await get(t, `${C}?taskId=cm-task`, tok.zhanghua)).data.pagination.total).toBe(2)
  })

  test('bad content is refused without a change', async () => {
    for (const [body, msg] of [
      [{ taskId: 'cm-task' }, '请输入评论内容'],
      [{ taskId: 'cm-task', text: '   ' }, '请输入评论内容'],
      [{ taskId: 'cm-task', image: 'not json' }, '图片格式不正确，应为 JSON 数组'],
      [{ taskId: 'cm-task', file: '{"a":1}' }, '附件格式不正确，应为 JSON 数组'],
      [{ taskId: 'cm-task', text: 'x'.repeat(2001) }, '评论内容不能超过 2000 个字'],
      [{ taskId: 'cm-task', image: JSON.stringify(Array.from({ length: 10 }, () => ({ name: 'a' }))) }, '图片最多 9 个']
    ] as [Record<string, unknown>, string][]) {
      expect((await send(t, 'POST', C, body, tok.zhanghua)).msg).toBe(msg)
    }
    expect((await get(t, `${C}?taskId=cm-task`, tok.zhanghua)).data.pagination.total).toBe(2)
  })

  test('a flow whose start node leaves comments off takes none, new or edited', async () => {
    const count = async () => Number((await t.app.ctx.db.selectFrom('flowComment').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('taskId', '=', 'cm-off').executeTakeFirstOrThrow()).n)
    for (const who of ['zhanghua', 'songwenbo']) {
      expect(await send(t, 'POST', C, { taskId: 'cm-off', text: '请补充病历' }, tok[who])).toMatchObject({ code: 400, msg: '该流程未开启评论' })
    }
    expect(await count()).toBe(0)
    // one left from before the flow turned comments off may still be read and deleted, not rewritten
    await t.app.ctx.db.insertInto('flowComment').values({
      id: 'cm-old', taskId: 'cm-off', text: '旧评论', image: '', file: '', creatorUserId: 'u-zhanghua', creatorTime: t.clock.now(), lastModifyTime: null
    }).execute()
    expect(await send(t, 'PUT', `${C}/cm-old`, { taskId: 'cm-off', text: '改' }, tok.zhanghua)).toMatchObject({ code: 400, msg: '该流程未开启评论' })
    expect((await get(t, `${C}/cm-old`, tok.zhanghua)).data.text).toBe('旧评论')
    expect((await get(t, `${C}?taskId=cm-off`, tok.songwenbo)).data.pagination.total).toBe(1)
    expect((await send(t, 'DELETE', `${C}/cm-old`, undefined, tok.zhanghua)).code).toBe(200)
    expect(await count()).toBe(0)
  })

  test('a stranger neither reads nor writes the comments of a task', async () => {
    const any = (await get(t, `${C}?taskId=cm-task`, tok.zhanghua)).data.list[0]
    expect(await get(t, `${C}?taskId=cm-task`, tok.yuanhao)).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    expect(await send(t, 'POST', C, { taskId: 'cm-task', text: '路过' }, tok.yuanhao)).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    expect(await get(t, `${C}/${any.id}`, tok.yuanhao)).toMatchObject({ code: 400, msg: '评论不存在或已被删除' })
    expect(await send(t, 'DELETE', `${C}/${any.id}`, undefined, tok.yuanhao)).toMatchObject({ code: 400, msg: '评论不存在或已被删除' })
    expect(await get(t, `${C}?taskId=cm-task`, tok.chengang)).toMatchObject({ code: 400 })
    expect((await get(t, C, tok.zhanghua)).code).toBe(400)
  })
})

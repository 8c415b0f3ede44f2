// Launching a flow on an existing low-code record (POST/PUT FlowTask with the record's id) and opening it in the
// launch view (FlowBefore/{recordId}?flowId=) take the record endpoints' own rights, not only the project scope:
// the model's menu, plus btn_edit to launch (btn_detail or btn_edit to open) when the list turns button rights on,
// by the list layout of the caller's client; the record's creator launches their own never-submitted record.
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { E, U, approver, db, launch, makeFlow, start, users, type Flow } from './workflow-fixtures'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const NO_EDIT = '您没有修改该数据的权限，无法发起流程'
const NO_READ = '您没有查看该数据的权限'

describe.each(dialects)('launching on a low-code record on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let guarded: Flow
  let open: Flow
  let appOnly: Flow

  const model = (id: string, columnData: Record<string, unknown>, appColumnData: Record<string, unknown> = {}) =>
    insertModel(t, { id, fields: [fld('input', '标题', 'title', { required: true }), fld('inputNumber', '金额', 'amount')], columnData, appColumnData })

  const record = (id: string, modelId: string, creator: string, flowState: number | null = null) => db(t).insertInto('visualdevRecord').values({
    id, modelId, projectId: 'proj-hj', contractId: 'ct-hj-tj01', data: JSON.stringify({ title: '先存后报', amount: 5 }), searchText: '',
    creatorUserId: creator, creatorTime: 0, lastModifyUserId: '', lastModifyTime: null, flowState
  }).execute()

  const flowOn = (modelId: string) => makeFlow(t, start({}, approver('a', '复查', { approvers: users(U.songwenbo) })), { modelId })

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['zhanghua', 'lijun', 'wangfang', 'yangshan', 'chengang', 'songwenbo', 'yuanhao']) tok[a] = await login(t, a)
    await model('vm-rr-guarded', { useBtnPermission: true })
    await model('vm-rr-open', {})
    await model('vm-rr-app', {}, { useBtnPermission: true })
    // 张华 (role-pm) holds every button, 李军 (role-chief) only 详情, 王芳 (role-safety) only 编辑, 杨山 (role-worker) the
    // menu without buttons; 陈刚 (role-foreman) and 宋文博 (role-supervisor) hold no menu of these models
    for (const [menu, modelId] of [['menu-rr-guarded', 'vm-rr-guarded'], ['menu-rr-open', 'vm-rr-open'], ['menu-rr-app', 'vm-rr-app']]) {
      await grantMenu(t, menu, modelId, {
        'role-pm': { buttons: ALL_BUTTONS }, 'role-chief': { buttons: ['btn_detail'] }, 'role-safety': { buttons: ['btn_edit'] }, 'role-worker': {}
      })
    }
    guarded = await flowOn('vm-rr-guarded')
    open = await flowOn('vm-rr-open')
    appOnly = await flowOn('vm-rr-app')
  })
  afterAll(async () => { await t.close() })

  const unchanged = async (id: string) => {
    expect(await db(t).selectFrom('flowTask').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    const r = await db(t).selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect([JSON.parse(r.data), r.flowState, r.lastModifyUserId]).toEqual([{ title: '先存后报', amount: 5 }, null, ''])
  }

  test('launch (POST and PUT) needs the menu and btn_edit when the list uses button rights', async () => {
    await record('rec-rr-1', 'vm-rr-guarded', U.chengang)
    const post = (who: string) => launch(t, tok[who], guarded.flowId, { title: '冒用' }, { id: 'rec-rr-1' })
    const put = (who: string) => send(t, 'PUT', `${E}/FlowTask/rec-rr-1`, { flowId: guarded.flowId, formData: { title: '冒用' }, status: '0' }, tok[who])
    for (const who of ['lijun', 'yangshan', 'songwenbo']) {
      expect({ who, r: await post(who) }).toMatchObject({ who, r: { code: 400, msg: NO_EDIT } })
      expect({ who, r: await put(who) }).toMatchObject({ who, r: { code: 400, msg: NO_EDIT } })
    }
    // another project's member learns nothing about the record
    expect(await post('yuanhao')).toMatchObject({ code: 400, msg: '数据不存在或您无权访问' })
    await unchanged('rec-rr-1')

    expect((await post('wangfang')).code).toBe(200)
    expect(await db(t).selectFrom('flowTask').select(['creatorUserId', 'status']).where('id', '=', 'rec-rr-1').executeTakeFirstOrThrow())
      .toEqual({ creatorUserId: 'u-wangfang', status: 1 })
    // once launched, the task is its launcher's: nobody else edits it through PUT
    expect((await put('zhanghua')).code).toBe(400)
    await record('rec-rr-2', 'vm-rr-guarded', U.chengang)
    expect((await send(t, 'PUT', `${E}/FlowTask/rec-rr-2`, { flowId: guarded.flowId, formData: { title: '整改' }, status: '1' }, tok.zhanghua)).msg).toBe('保存成功')
  })

  test('without button rights on the list, the menu is enough; without the menu, nothing', async () => {
    await record('rec-rr-open', 'vm-rr-open', U.chengang)
    expect(await launch(t, tok.songwenbo, open.flowId, { title: '冒用' }, { id: 'rec-rr-open' })).toMatchObject({ code: 400, msg: NO_EDIT })
    await unchanged('rec-rr-open')
    expect((await launch(t, tok.yangshan, open.flowId, { title: '整改' }, { id: 'rec-rr-open' })).code).toBe(200)
  })

  test('the list layout of the caller\'s client decides whether button rights apply', async () => {
    await record('rec-rr-app', 'vm-rr-app', U.chengang)
    const fromApp = await call(t, {
      method: 'POST', url: `${E}/FlowTask`, token: tok.yangshan, headers: { 'jnpf-origin': 'app' },
      payload: { id: 'rec-rr-app', flowId: appOnly.flowId, formData: { title: '整改' }, status: '0' }
    })
    expect(fromApp).toMatchObject({ code: 400, msg: NO_EDIT })
    await unchanged('rec-rr-app')
    expect((await launch(t, tok.yangshan, appOnly.flowId, { title: '整改' }, { id: 'rec-rr-app' })).code).toBe(200)
  })

  test('the creator launches their own record that was never submitted, without the menu', async () => {
    await record('rec-rr-own', 'vm-rr-guarded', U.chengang)
    await record('rec-rr-sent', 'vm-rr-guarded', U.chengang, 2)
    expect((await launch(t, tok.chengang, guarded.flowId, { title: '整改' }, { id: 'rec-rr-sent' })).msg).toBe(NO_EDIT)
    expect((await launch(t, tok.chengang, guarded.flowId, { title: '整改' }, { id: 'rec-rr-own' })).code).toBe(200)
  })

  test('the launch view shows the record only to who may read it (menu + btn_detail or btn_edit)', async () => {
    await record('rec-rr-view', 'vm-rr-guarded', U.chengang)
    const view = (who: string) => get(t, `${E}/FlowBefore/rec-rr-view?flowId=${guarded.flowId}`, tok[who])
    for (const who of ['lijun', 'wangfang', 'zhanghua', 'chengang']) {
      const r = await view(who)
      expect({ who, code: r.code, title: r.data?.formData?.title }).toEqual({ who, code: 200, title: '先存后报' })
    }
    for (const who of ['yangshan', 'songwenbo']) {
      const r = await view(who)
      expect({ who, r: [r.code, r.msg, r.data?.formData] }).toEqual({ who, r: [400, NO_READ, undefined] })
    }
    expect(await view('yuanhao')).toMatchObject({ code: 400, msg: '该流程不存在或您无权查看' })
    const app = await call(t, { method: 'GET', url: `${E}/FlowBefore/rec-rr-view?flowId=${guarded.flowId}`, token: tok.yangshan, headers: { 'jnpf-origin': 'app' } })
    expect(app).toMatchObject({ code: 400, msg: NO_READ })
  })
})

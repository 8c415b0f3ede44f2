// Saved hand signatures (/api/permission/Users/Current/SignImg) and the approve dialog's common phrases
// (/api/system/CommonWords): each user sees and changes only their own; the default signature is CurrentUser's
// userInfo.signImg.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const png = (seed: string) => `data:image/png;base64,${Buffer.from(`signature-${seed}`).toString('base64')}`
const S = '/H5Api/api/permission/Users/Current'
const W = '/H5Api/api/system/CommonWords'

describe.each(dialects)('saved signatures and common phrases on %s', (dialect) => {
  let t: TestApp
  let hw: string
  let lj: string
  let admin: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    ;[hw, lj, admin] = await Promise.all([login(t, 'huangwei'), login(t, 'lijun'), login(t, 'admin')])
  })
  afterAll(async () => { await t.close() })

  const signImg = async (token: string) => (await get(t, '/H5Api/api/oauth/CurrentUser', token)).data.userInfo.signImg

  test('the first signature becomes the default and CurrentUser carries it; a later one replaces it only when asked', async () => {
    expect((await get(t, `${S}/SignImg`, hw)).data).toEqual([])
    expect(await signImg(hw)).toBe('')
    const first = await send(t, 'POST', `${S}/SignImg`, { signImg: png('a'), isDefault: 0 }, hw)
    expect(first).toMatchObject({ code: 200, msg: '新建成功' })
    expect(await signImg(hw)).toBe(png('a'))
    t.clock.advance(1000)
    await send(t, 'POST', `${S}/SignImg`, { signImg: png('b') }, hw)
    expect(await signImg(hw)).toBe(png('a'))
    t.clock.advance(1000)
    const third = await send(t, 'POST', `${S}/SignImg`, { signImg: png('c'), isDefault: 1 }, hw)
    expect(await signImg(hw)).toBe(png('c'))
    const list = (await get(t, `${S}/SignImg`, hw)).data as { id: string; signImg: string; isDefault: number }[]
    expect(list.map((s) => [s.signImg, s.isDefault])).toEqual([[png('c'), 1], [png('b'), 0], [png('a'), 0]])
    expect(list[0].id).toBe(third.data.id)

    // set default, then delete the default: the newest remaining one takes over
    expect(await send(t, 'PUT', `${S}/${first.data.id}/SignImg`, {}, hw)).toMatchObject({ code: 200, msg: '更新成功' })
    expect(await signImg(hw)).toBe(png('a'))
    expect(await send(t, 'DELETE', `${S}/${first.data.id}/SignImg`, undefined, hw)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await signImg(hw)).toBe(png('c'))
  })

  test('another user can neither see, set nor delete my signatures', async () => {
    const mine = (await get(t, `${S}/SignImg`, hw)).data as { id: string }[]
    expect((await get(t, `${S}/SignImg`, lj)).data).toEqual([])
    expect(await send(t, 'PUT', `${S}/${mine[0].id}/SignImg`, {}, lj)).toMatchObject({ code: 400, msg: '签名不存在' })
    expect(await send(t, 'DELETE', `${S}/${mine[0].id}/SignImg`, undefined, lj)).toMatchObject({ code: 400, msg: '签名不存在' })
    expect((await get(t, `${S}/SignImg`, hw)).data).toHaveLength(mine.length)
  })

  test('only image data URLs are stored', async () => {
    for (const bad of ['', 'https://evil.example/x.png', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png;base64,<script>']) {
      const r = await send(t, 'POST', `${S}/SignImg`, { signImg: bad }, lj)
      expect(r.code).toBe(400)
      expect(r.msg).toMatch(/签名/)
    }
    expect((await send(t, 'POST', `${S}/SignImg`, { isDefault: 1 }, lj)).code).toBe(400)
    expect((await get(t, `${S}/SignImg`, lj)).data).toEqual([])
  })

  test('common phrases: system phrases for everyone, personal ones for their author only', async () => {
    const sel = (await get(t, `${W}/Selector`, hw)).data.list as { commonWordsText: string; commonWordsType: number }[]
    expect(sel.map((w) => w.commonWordsText)).toEqual(expect.arrayContaining(['同意', '情况属实，同意办理']))
    expect(sel.every((w) => w.commonWordsType === 0)).toBe(true)

    const add = await send(t, 'POST', W, { commonWordsText: '  经复核，工程量属实  ' }, hw)
    expect(add).toMatchObject({ code: 200, msg: '新建成功' })
    expect((await send(t, 'POST', W, { commonWordsText: '经复核，工程量属实' }, hw)).msg).toBe('该常用语已存在')
    const mine = (await get(t, `${W}/Selector`, hw)).data.list as { id: string; commonWordsText: string; commonWordsType: number }[]
    expect(mine[0]).toMatchObject({ id: add.data.id, commonWordsText: '经复核，工程量属实', commonWordsType: 1 })
    const theirs = (await get(t, `${W}/Selector`, lj)).data.list as { id: string }[]
    expect(theirs.some((w) => w.id === add.data.id)).toBe(false)
    expect(await get(t, `${W}/${add.data.id}`, lj)).toMatchObject({ code: 400, msg: '常用语不存在' })
    expect(await send(t, 'DELETE', `${W}/${add.data.id}`, undefined, lj)).toMatchObject({ code: 400, msg: '常用语不存在' })

    const paged = await get(t, `${W}?keyword=${encodeURIComponent('复核')}&pageSize=5`, hw)
    expect(paged.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 1 })
    expect((await send(t, 'PUT', `${W}/${add.data.id}`, { commonWordsText: '经复核，计量属实' }, hw)).code).toBe(200)
    expect((await get(t, `${W}/${add.data.id}`, hw)).data.commonWordsText).toBe('经复核，计量属实')
    expect(await send(t, 'DELETE', `${W}/${add.data.id}`, undefined, hw)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(((await get(t, `${W}/Selector`, hw)).data.list as { id: string }[]).some((w) => w.id === add.data.id)).toBe(false)
  })

  test('system phrases are maintained by administrators only', async () => {
    const system = ((await get(t, `${W}/Selector`, hw)).data.list as { id: string; commonWordsType: number }[]).find((w) => w.commonWordsType === 0)!
    expect(await send(t, 'DELETE', `${W}/${system.id}`, undefined, hw)).toMatchObject({ code: 400, msg: '系统常用语只能由管理员修改' })
    expect((await send(t, 'POST', W, { commonWordsText: '请现场核实', commonWordsType: 0 }, hw)).msg).toBe('只有管理员可以维护系统常用语')
    const added = await send(t, 'POST', W, { commonWordsText: '请现场核实', commonWordsType: 0 }, admin)
    expect(added.code).toBe(200)
    expect(((await get(t, `${W}/Selector`, lj)).data.list as { id: string }[]).some((w) => w.id === added.data.id)).toBe(true)
    expect((await send(t, 'POST', W, { commonWordsText: '   ' }, hw)).msg).toBe('常用语不能为空')
  })
})

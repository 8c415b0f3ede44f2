// The personal centre: base info, avatar, password change, major organisation and position.
import { aes, call, createTestApp, dialects, form, get, login, md5, multipart, send, type TestApp } from './helpers/app'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

describe.each(dialects)('personal centre on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })
  const BASE = '/H5Api/api/permission/Users/Current/BaseInfo'

  test('when base info is updated, then it is read back; invalid values are refused and change nothing', async () => {
    const token = await login(t, 'chengang')
    const before = (await get(t, BASE, token)).data
    expect(before).toMatchObject({ account: 'chengang', realName: '陈刚', gender: 1, mobilePhone: '13800000114' })
    for (const [bad, msg] of [
      [{ mobilePhone: '12345' }, /mobilePhone 格式不正确/],
      [{ email: 'not-mail' }, /email 格式不正确/],
      [{ realName: '' }, /realName 不能为空/],
      [{ realName: 'x'.repeat(51) }, /realName 长度不能超过 50/],
      [{ gender: 7 }, /gender 取值不合法/],
      [{ birthday: 'yesterday' }, /birthday 类型错误/],
      [{ birthday: Date.now() + 86400_000 * 30 }, /出生日期不合法/],
      [{ realName: '   ' }, /姓名不能为空/],
      [{ signature: 's'.repeat(501) }, /signature 长度不能超过 500/]
    ] as const) {
      const r = await send(t, 'PUT', BASE, { ...bad, email: (bad as { email?: string }).email ?? 'ok@example.com' }, token)
      expect(r.code).toBe(400)
      expect(r.msg).toMatch(msg)
    }
    expect((await get(t, BASE, token)).data).toEqual(before)
    const ok = await send(t, 'PUT', BASE, { realName: '陈刚强', gender: 2, mobilePhone: '13900001111', email: 'cg@example.com', birthday: Date.UTC(1980, 3, 2), signature: '安全第一' }, token)
    expect(ok.code).toBe(200)
    expect((await get(t, BASE, token)).data).toMatchObject({ realName: '陈刚强', gender: 2, mobilePhone: '13900001111', email: 'cg@example.com', signature: '安全第一', birthday: Date.UTC(1980, 3, 2) })
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo.userName).toBe('陈刚强')
  })

  test('when an uploaded avatar is chosen, then headIcon points at it; unknown names are refused', async () => {
    const token = await login(t, 'lijun')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/userAvatar', token, ...multipart('me.png', PNG) })
    expect(up.code).toBe(200)
    expect((await send(t, 'PUT', '/H5Api/api/permission/Users/Current/Avatar/20260101_nothere.png', {}, token)).msg).toBe('头像文件不存在，请先上传')
    expect((await send(t, 'PUT', `/H5Api/api/permission/Users/Current/Avatar/..%2F..%2Fhighway.sqlite`, {}, token)).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo.headIcon).toBe('')
    expect((await send(t, 'PUT', `/H5Api/api/permission/Users/Current/Avatar/${up.data.name}`, {}, token)).code).toBe(200)
    const headIcon = (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo.headIcon
    expect(headIcon).toBe(`/api/file/Image/userAvatar/${up.data.name}`)
    const img = await call(t, { method: 'GET', url: `/H5Api${headIcon}` })
    expect(img.headers['content-type']).toBe('image/png')
  })

  test("when a user names another user's uploaded avatar, then it is refused; their own current one stays accepted", async () => {
    const owner = await login(t, 'chengang')
    const other = await login(t, 'huangwei')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/userAvatar', token: owner, ...multipart('me.png', PNG) })
    expect(up.code).toBe(200)
    const url = `/H5Api/api/permission/Users/Current/Avatar/${up.data.name}`
    expect(await send(t, 'PUT', url, {}, other)).toMatchObject({ code: 400, msg: '只能使用自己上传的头像' })
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', other)).data.userInfo.headIcon).toBe('')
    expect((await send(t, 'PUT', url, {}, owner)).code).toBe(200)
    expect((await send(t, 'PUT', url, {}, owner)).code).toBe(200)
    expect((await send(t, 'PUT', url, {}, other)).code).toBe(400)
  })

  test('when the password is changed, then the new one logs in, the old one does not, other sessions end', async () => {
    const session1 = await login(t, 'jiangtao')
    const session2 = await login(t, 'jiangtao')
    const url = '/H5Api/api/permission/Users/Current/Actions/ModifyPassword'
    expect(await send(t, 'POST', url, { oldPassword: md5('wrong'), password: md5('New@2026') }, session1)).toMatchObject({ code: 400, msg: '旧密码错误' })
    expect(await send(t, 'POST', url, { oldPassword: md5(), password: md5() }, session1)).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' })
    expect(await send(t, 'POST', url, { oldPassword: md5(), password: 'short' }, session1)).toMatchObject({ code: 400, msg: '新密码格式不正确' })
    expect((await send(t, 'POST', url, { oldPassword: md5() }, session1)).msg).toBe('缺少必填请求体字段 password')
    expect((await send(t, 'POST', url, { oldPassword: aes(), password: aes('New@2026') }, session1)).code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', session1)).code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', session2)).code).toBe(600)
    expect((await form(t, '/H5Api/api/oauth/Login', { account: 'jiangtao', password: md5(), grant_type: 'password' })).code).toBe(400)
    expect((await login(t, 'jiangtao', 'New@2026'))).toMatch(/^bearer /)
  })

  test('when the major organisation or position is switched, then only own ones are accepted', async () => {
    const token = await login(t, 'wangjianguo')
    const orgs = (await get(t, '/H5Api/api/permission/Users/Current/getUserOrganizes', token)).data
    expect(orgs.map((o: { id: string }) => o.id)).toEqual(['org-hq', 'org-hj', 'org-nj'])
    expect(orgs[0]).toMatchObject({ isDefault: true, fullName: expect.any(String) })
    const url = '/H5Api/api/permission/Users/Current/major'
    expect(await send(t, 'PUT', url, { majorId: 'org-hj-c1', majorType: 'Organize' }, token)).toMatchObject({ code: 400, msg: '您不属于该组织' })
    expect((await send(t, 'PUT', url, { majorId: 'org-hj', majorType: 'Team' }, token)).code).toBe(400)
    expect((await send(t, 'PUT', url, { majorId: 'org-hj', majorType: 'Organize' }, token)).code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo.organizeId).toBe('org-hj')
    const positions = (await get(t, '/H5Api/api/permission/Users/Current/getUserPositions', token)).data
    expect(positions).toEqual([expect.objectContaining({ id: 'pos-hq-zjl', isDefault: true })])
    expect((await send(t, 'PUT', url, { majorId: 'pos-hj-zjl', majorType: 'Position' }, token)).msg).toBe('您没有该岗位')
  })
})

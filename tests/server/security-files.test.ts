// Who may read a stored file: its uploader, and whoever may read the record or message that holds it. Knowing a
// file's name (a shared link is enough) opens nothing in another project, with a token or without; links handed to
// <image> are signed and expire; refusals look the same whether the file exists or not.
import { call, createTestApp, dialects, get, login, multipart, send, type Answer, type TestApp } from './helpers/app'
import { backfillRefs } from '../../server/src/db/migrations/023-security'
import { sendMessage } from '../../server/src/modules/im/service'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const MODEL = 'vm-t-files'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const NO_FILE = '文件不存在或无权访问'
const EXPIRED = '文件链接已过期，请刷新页面后重新打开'

describe.each(dialects)('file access on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let doc: { name: string; url: string }
  let photo: { name: string; url: string }
  let recordId: string

  const upload = async (who: string, type: string, filename: string, bytes: Buffer) => {
    const r = await call(t, { method: 'POST', url: `/H5Api/api/file/Uploader/${type}`, token: tok[who], ...multipart(filename, bytes) })
    if (r.code !== 200) throw new Error(r.msg)
    return r.data as { name: string; url: string }
  }
  const bare = (url: string) => url.split('?')[0]
  const image = (url: string, token?: string) => call(t, { method: 'GET', url: `/H5Api${url}`, token })
  const download = (who: string, type: string, name: string) => get(t, `/H5Api/api/file/Download/${type}/${name}`, tok[who])
  const preview = (who: string, name: string) => get(t, `/H5Api/api/file/Uploader/Preview?fileName=${name}`, tok[who])
  const refusal = (a: Answer) => ({ status: a.status, code: a.code, msg: a.msg, raw: a.raw })

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', FILE_LINK_TTL_MINUTES: '5' })
    await insertModel(t, { id: MODEL, fields: [fld('input', '标题', 'title'), fld('uploadFz', '附件', 'files'), fld('uploadImg', '照片', 'photos')] })
    await grantMenu(t, 'm-t-files', MODEL, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-chief': { buttons: ALL_BUTTONS } })
    for (const a of ['zhanghua', 'lijun', 'yuanhao', 'songwenbo']) tok[a] = await login(t, a)
    doc = await upload('zhanghua', 'annex', '检测报告.pdf', Buffer.from('%PDF-1.4 hj report'))
    photo = await upload('zhanghua', 'annexpic', '现场.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    const created = await send(t, 'POST', M, {
      data: {
        title: '杭金TJ-01 检测',
        files: [{ name: '检测报告.pdf', fileId: doc.name, url: doc.url }],
        photos: [{ name: '现场.jpg', fileId: photo.name, url: photo.url }]
      },
      projectId: 'proj-hj', contractId: 'ct-hj-tj01'
    }, tok.zhanghua)
    if (created.code !== 200) throw new Error(created.msg)
    recordId = created.data.id
  })
  afterAll(async () => { await t.close() })

  test('when the record is read, then its files come signed, and the record is stored without the signature', async () => {
    const info = await get(t, `${M}/${recordId}`, tok.lijun)
    const data = JSON.parse(info.data.data)
    expect(data.files[0].url).toMatch(new RegExp(`^/api/file/Image/annex/${doc.name}\\?exp=\\d+&sig=[\\w-]{43}$`))
    expect(data.photos[0].url).toMatch(/\?exp=\d+&sig=/)
    const stored = await t.app.ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', recordId).executeTakeFirstOrThrow()
    expect(JSON.parse(stored.data).files[0].url).toBe(`/api/file/Image/annex/${doc.name}`)
    // the list shows the same signed thumbnails
    const list = await send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 20 }, tok.lijun)
    expect(list.data.list[0].photos[0].url).toMatch(/\?exp=\d+&sig=/)
    expect((await image(data.photos[0].url)).status).toBe(200)
  })

  test('when the uploader and a reader of the record ask, then Download, Preview and Image answer', async () => {
    for (const who of ['zhanghua', 'lijun']) {
      const d = await download(who, 'annex', doc.name)
      expect({ who, code: d.code }).toEqual({ who, code: 200 })
      expect((await call(t, { method: 'GET', url: `/H5Api${d.data.url}` })).raw).toBe('%PDF-1.4 hj report')
      const p = await preview(who, doc.name)
      expect(p.data).toMatch(/\?exp=\d+&sig=/)
      expect((await image(p.data)).raw).toBe('%PDF-1.4 hj report')
      // a JNPF client fetching with its token needs no signature
      expect((await image(bare(doc.url), tok[who])).raw).toBe('%PDF-1.4 hj report')
    }
  })

  test('when someone of another project knows the name, then Download, Preview and Image refuse, as for a file that does not exist', async () => {
    const missing = doc.name.replace(/^\d{8}_[0-9a-f]{8}/, '20200101_00000000')
    for (const [what, got, none] of [
      ['Download', await download('yuanhao', 'annex', doc.name), await download('yuanhao', 'annex', missing)],
      ['Preview', await preview('yuanhao', doc.name), await preview('yuanhao', missing)],
      ['Image with a token', await image(bare(doc.url), tok.yuanhao), await image(`/api/file/Image/annex/${missing}`, tok.yuanhao)],
      ['Image without one', await image(bare(doc.url)), await image(`/api/file/Image/annex/${missing}`)],
      ['Image of a photo', await image(bare(photo.url)), await image(`/api/file/Image/annexpic/${missing}`)]
    ] as const) {
      expect({ what, ...refusal(got) }).toEqual({ what, status: 200, code: 400, msg: NO_FILE, raw: JSON.stringify({ code: 400, msg: NO_FILE }) })
      expect({ what, ...refusal(none) }).toEqual({ what, ...refusal(got) })
    }
    // nor can the name be smuggled into a record of one's own project, to read it from there
    const smuggled = await send(t, 'POST', M, {
      data: { title: '宁绩', files: [{ name: 'x.pdf', fileId: doc.name, url: bare(doc.url) }] }, projectId: 'proj-nj'
    }, tok.yuanhao)
    expect(smuggled).toMatchObject({ code: 400, msg: `${NO_FILE}，请重新上传` })
    expect((await download('yuanhao', 'annex', doc.name)).msg).toBe(NO_FILE)
    // a signature made up or moved to another file opens nothing either
    const forged = `${bare(photo.url)}?${doc.url.split('?')[1]}`
    expect(refusal(await image(forged))).toEqual(refusal(await image(bare(photo.url))))
  })

  test('when an older install is upgraded, then the files its records and messages hold are remembered for their readers', async () => {
    const db = t.app.ctx.db
    await db.deleteFrom('fileRef').execute()
    expect((await download('lijun', 'annex', doc.name)).msg).toBe(NO_FILE)
    await backfillRefs(db as never)
    expect(await db.selectFrom('fileRef').select(['type', 'name', 'ownerKind', 'ownerId']).orderBy('name').execute())
      .toEqual(expect.arrayContaining([
        { type: 'annex', name: doc.name, ownerKind: 'record', ownerId: recordId },
        { type: 'annexpic', name: photo.name, ownerKind: 'record', ownerId: recordId }
      ]))
    expect((await download('lijun', 'annex', doc.name)).code).toBe(200)
    expect((await download('yuanhao', 'annex', doc.name)).msg).toBe(NO_FILE)
  })

  test('when a chat image is sent, then its receiver may open it and nobody else', async () => {
    const pic = await upload('zhanghua', 'IM', 'chat.png', Buffer.from('png bytes'))
    const lijun = await t.app.ctx.db.selectFrom('baseUser').select('id').where('account', '=', 'lijun').executeTakeFirstOrThrow()
    // sent over the socket in the app; the socket calls the same service
    const me = await t.app.ctx.db.selectFrom('baseUser').selectAll().where('account', '=', 'zhanghua').executeTakeFirstOrThrow()
    await sendMessage(t.app.ctx, me, { toUserId: lijun.id, messageType: 'image', messageContent: { name: pic.name, width: 1, height: 1 } })
    expect((await download('lijun', 'IM', pic.name)).code).toBe(200)
    expect((await download('songwenbo', 'IM', pic.name)).msg).toBe(NO_FILE)
    const history = await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${lijun.id}&currentPage=1&pageSize=20`, tok.zhanghua)
    const content = JSON.parse(history.data.list.at(-1).content)
    expect((await image(content.path)).raw).toBe('png bytes')
  })

  test('when a signed link outlives its time, then it answers that it expired; avatars in use stay open', async () => {
    const info = JSON.parse((await get(t, `${M}/${recordId}`, tok.lijun)).data.data)
    const url = info.files[0].url
    expect((await image(url)).status).toBe(200)
    t.clock.advance(7 * 60_000)
    expect(await image(url)).toMatchObject({ status: 200, code: 400, msg: EXPIRED })
    // a fresh read signs it again
    const again = JSON.parse((await get(t, `${M}/${recordId}`, tok.lijun)).data.data)
    expect((await image(again.files[0].url)).raw).toBe('%PDF-1.4 hj report')
    // an avatar in use is shown to anyone (contacts, chat); an upload of that type nobody uses is not
    const avatar = await upload('zhanghua', 'userAvatar', 'me.png', Buffer.from('avatar'))
    const spare = await upload('zhanghua', 'userAvatar', 'spare.png', Buffer.from('spare'))
    expect((await send(t, 'PUT', `/H5Api/api/permission/Users/Current/Avatar/${avatar.name}`, undefined, tok.zhanghua)).code).toBe(200)
    expect((await image(`/api/file/Image/userAvatar/${avatar.name}`)).raw).toBe('avatar')
    expect((await image(`/api/file/Image/userAvatar/${spare.name}`)).msg).toBe(NO_FILE)
    // the console's user form sends the picture as the uploader answered it: signed, and stored by its name
    tok.admin = await login(t, 'admin')
    const picked = await upload('admin', 'userAvatar', 'staff.png', Buffer.from('staff'))
    const form = (await get(t, '/api/permission/Users/u-lijun', tok.admin)).data
    expect((await send(t, 'PUT', '/api/permission/Users/u-lijun', { ...form, headIcon: picked.url }, tok.admin)).code).toBe(200)
    expect((await t.app.ctx.db.selectFrom('baseUser').select('headIcon').where('id', '=', 'u-lijun').executeTakeFirstOrThrow()).headIcon).toBe(picked.name)
  })
})

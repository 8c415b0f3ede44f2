// The safety problem library (隐患问题库) and its custom problems (自定义问题, issue 14): the library is installed on
// every start as a tree 检查类别 → 检查项 → 问题 and searched by keyword; foremen and supervision engineers propose
// problems under a library item, the project's safety officers and managers approve them into the library (reworded
// as they see fit) or reject them with an opinion; the proposer is told; only a pending proposal is reviewed, only its
// proposer withdraws it, nobody reads another project's proposals, and bad input is a 400 that stores nothing.
import type { ProblemNode } from '../../types/api/pitfalls'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const L = '/H5Api/api/safety/problemLibrary'
const P = '/H5Api/api/safety/pitfallCustom'
const GENERAL = 'dd-hazardLevel-general'
const MAJOR = 'dd-hazardLevel-major'
const ELECTRIC = 'dd-hazardCategory-13'

const flatten = (nodes: ProblemNode[]): ProblemNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

describe.each(dialects)('problem library and custom problems (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'huangwei', 'chengang', 'jiangtao', 'songwenbo', 'yangshan', 'panyue', 'luoping', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('the installed library is a tree of categories, items and problems with their level, category and clause', async () => {
    const r = await get(t, `${L}/tree`, tok.chengang)
    expect(r.code).toBe(200)
    const tree = r.data.list as ProblemNode[]
    const all = flatten(tree)
    const count = (type: string) => all.filter((n) => n.type === type).length
    expect(count('category')).toBeGreaterThanOrEqual(10)
    expect(count('item')).toBeGreaterThanOrEqual(30)
    expect(count('problem')).toBeGreaterThanOrEqual(80)
    expect(tree.map((c) => c.fullName)).toEqual(expect.arrayContaining(['临时用电', '高处作业', '起重吊装', '基坑与边坡', '模板与支架', '隧道施工', '桥梁施工', '消防与动火', '涉路施工']))
    for (const c of tree) {
      expect(c).toMatchObject({ type: 'category', parentId: '0' })
      for (const i of c.children ?? []) {
        expect(i).toMatchObject({ type: 'item', parentId: c.id })
        expect(i.children?.length).toBeGreaterThan(0)
        for (const p of i.children ?? []) {
          expect(p).toMatchObject({ type: 'problem', parentId: i.id })
          expect(p.hazardLevel).toMatch(/^dd-hazardLevel-(general|major)$/)
          expect(p.hazardCategory).toMatch(/^dd-hazardCategory-\d+$/)
          expect(p.basis).not.toBe('')
          expect(p.measures).not.toBe('')
          expect(p.rectifyDays).toBeGreaterThan(0)
          expect(p.children).toBeUndefined()
        }
      }
    }
    const box = all.find((n) => n.id === 'pl-elec-box-1')!
    expect(box).toMatchObject({ hazardCategory: ELECTRIC, basis: expect.stringContaining('JGJ 46-2005') })
    const one = await get(t, `${L}/pl-elec-box-1`, tok.chengang)
    expect(one.data).toMatchObject({ id: 'pl-elec-box-1', type: 'problem', path: ['临时用电', '配电箱与开关箱'] })
    expect(await get(t, `${L}/nope`, tok.chengang)).toMatchObject({ code: 400, msg: '问题库中没有该条目' })
  })

  test('the demo: a proposer sees his own, a reviewer the project\'s; the approved one is in the library, the others not', async () => {
    const mine = (await get(t, `${P}?projectId=proj-hj&state=pending`, tok.chengang)).data.list.map((c: { id: string }) => c.id)
    expect(mine).toContain('pf-hj-1')
    expect((await get(t, `${P}?projectId=proj-hj&state=approved`, tok.chengang)).data.list.map((c: { id: string }) => c.id)).not.toContain('pf-hj-2')
    const approved = (await get(t, `${P}/pf-hj-2`, tok.hexiaoyan)).data
    expect(approved).toMatchObject({ state: 'approved', reviewerName: '何晓燕', problemId: 'pl-custom-pf-hj-2', mayReview: false, mayWithdraw: false })
    expect((await get(t, `${L}/pl-custom-pf-hj-2`, tok.luoping)).data).toMatchObject({ parentId: 'pl-bridge-pile', path: ['桥梁施工', '桩基施工'] })
    expect((await get(t, `${P}/pf-hj-3`, tok.jiangtao)).data).toMatchObject({ state: 'rejected', reviewerName: '黄伟', opinion: expect.stringContaining('问题库已有') })
    expect((await get(t, `${P}?projectId=proj-nj`, tok.panyue)).data.list.map((c: { id: string }) => c.id)).toEqual(['pf-nj-1'])
    expect(await get(t, `${P}/pf-nj-1`, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
  })

  test('a keyword keeps the matching problems with their ancestors, or a matching item with all under it', async () => {
    const tree = (await get(t, `${L}/tree?keyword=${encodeURIComponent('漏电保护器')}`, tok.chengang)).data.list as ProblemNode[]
    const problems = flatten(tree).filter((n) => n.type === 'problem')
    expect(problems.length).toBeGreaterThan(0)
    for (const p of problems) expect(`${p.fullName}${p.basis}${p.measures}`).toContain('漏电保护器')
    expect(tree.map((c) => c.id)).toEqual(['pl-elec'])
    const items = (await get(t, `${L}/tree?keyword=${encodeURIComponent('挂篮')}`, tok.chengang)).data.list as ProblemNode[]
    expect(items.map((c) => c.fullName)).toEqual(['桥梁施工'])
    expect(flatten(items).filter((n) => n.type === 'problem' && n.parentId === 'pl-bridge-cradle').length).toBe(2)
    expect((await get(t, `${L}/tree?keyword=${encodeURIComponent('不存在的问题xyz')}`, tok.chengang)).data.list).toEqual([])
    expect((await get(t, `${L}/tree?keyword=${'长'.repeat(101)}`, tok.chengang)).code).toBe(400)
  })

  const form = (over: Record<string, unknown> = {}) => ({
    projectId: 'proj-hj', itemId: 'pl-elec-box', description: '移动式配电箱放置在基坑边积水处，箱体底部距地面不足0.6m',
    hazardLevel: GENERAL, hazardCategory: ELECTRIC, basis: 'JGJ 46-2005 第8.1.6条', measures: '配电箱移至干燥处，设置支架使箱底离地0.6m以上', rectifyDays: 2,
    ...over
  })
  const propose = (who: string, over: Record<string, unknown> = {}) => send(t, 'POST', P, form(over), tok[who])
  const messagesTo = (userId: string) => db().selectFrom('baseMessage').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute()
  const proposals = async () => Number((await db().selectFrom('safetyProblemProposal').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)

  test('a foreman proposes, the safety officer is told, approves it reworded under another item: it is in the library', async () => {
    const r = await propose('chengang')
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ state: 'pending', itemName: '配电箱与开关箱', categoryName: '临时用电', proposerName: '陈刚', mayWithdraw: true, mayReview: false })
    const id = r.data.id as string
    expect((await messagesTo('u-hexiaoyan'))[0].title).toContain('自定义问题待审核')
    // the foreman sees his own, the officer all of the project's, with the right to review
    const mine = (await get(t, `${P}?projectId=proj-hj`, tok.chengang)).data
    expect(mine.mayReview).toBe(false)
    expect(mine.list.every((c: { proposerName: string }) => c.proposerName === '陈刚')).toBe(true)
    const theirs = (await get(t, `${P}?projectId=proj-hj&state=pending`, tok.hexiaoyan)).data
    expect(theirs.mayReview).toBe(true)
    expect(theirs.list.map((c: { id: string }) => c.id)).toContain(id)
    expect((await get(t, `${P}/${id}`, tok.hexiaoyan)).data).toMatchObject({ mayReview: true, mayWithdraw: false })
    const ok = await send(t, 'POST', `${P}/${id}/approve`, { itemId: 'pl-elec-equip', description: '配电箱设置在积水处且箱底离地不足0.6m', hazardLevel: MAJOR }, tok.hexiaoyan)
    expect(ok.code).toBe(200)
    expect(ok.data).toMatchObject({ state: 'approved', reviewerName: '何晓燕', itemId: 'pl-elec-equip', description: '配电箱设置在积水处且箱底离地不足0.6m', hazardLevel: MAJOR })
    const problem = (await get(t, `${L}/${ok.data.problemId}`, tok.luoping)).data
    expect(problem).toMatchObject({ type: 'problem', parentId: 'pl-elec-equip', fullName: '配电箱设置在积水处且箱底离地不足0.6m', hazardLevel: MAJOR, hazardCategory: ELECTRIC, basis: 'JGJ 46-2005 第8.1.6条', rectifyDays: 2 })
    const found = flatten((await get(t, `${L}/tree?keyword=${encodeURIComponent('箱底离地')}`, tok.chengang)).data.list)
    expect(found.filter((n) => n.type === 'problem').map((n) => n.id)).toEqual([ok.data.problemId])
    expect((await messagesTo('u-chengang'))[0].title).toContain('自定义问题已入库')
    // reviewed: not again, not withdrawn
    expect(await send(t, 'POST', `${P}/${id}/reject`, { opinion: '重复' }, tok.huangwei)).toMatchObject({ code: 400, msg: '该问题已审核，不能重复审核' })
    expect(await send(t, 'DELETE', `${P}/${id}`, undefined, tok.chengang)).toMatchObject({ code: 400, msg: '已审核的问题不能撤回或删除' })
    expect((await get(t, `${P}?projectId=proj-hj&state=approved`, tok.chengang)).data.list.map((c: { id: string }) => c.id)).toContain(id)
  })

  test('a rejection needs an opinion and tells the proposer; only the proposer withdraws a pending one', async () => {
    const id = (await propose('jiangtao', { itemId: 'pl-road-zone', hazardCategory: 'dd-hazardCategory-9', description: '夜间施工作业区末端未设置黄闪灯' })).data.id as string
    expect(await send(t, 'POST', `${P}/${id}/reject`, {}, tok.huangwei)).toMatchObject({ code: 400, msg: '请填写驳回意见' })
    expect(await send(t, 'POST', `${P}/${id}/reject`, { opinion: '   ' }, tok.huangwei)).toMatchObject({ code: 400, msg: '请填写驳回意见' })
    const r = await send(t, 'POST', `${P}/${id}/reject`, { opinion: '问题库已有“锥形交通路标间距过大、倾倒，夜间无警示灯”，请直接选用' }, tok.huangwei)
    expect(r.data).toMatchObject({ state: 'rejected', reviewerName: '黄伟', problemId: '' })
    expect((await messagesTo('u-jiangtao'))[0].title).toContain('自定义问题被驳回')
    const other = (await propose('chengang')).data.id as string
    expect(await send(t, 'DELETE', `${P}/${other}`, undefined, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '只有提交人可以撤回自定义问题' })
    expect(await send(t, 'DELETE', `${P}/${other}`, undefined, tok.chengang)).toMatchObject({ code: 200 })
    expect(await get(t, `${P}/${other}`, tok.chengang)).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
  })

  test('rights: a labourer does not propose, a foreman or supervisor does not review nor read another\'s proposal', async () => {
    expect(await propose('yangshan')).toMatchObject({ code: 400, msg: '您没有提交自定义问题的权限' })
    const id = (await propose('chengang')).data.id as string
    for (const who of ['jiangtao', 'songwenbo']) {
      expect(await send(t, 'POST', `${P}/${id}/approve`, {}, tok[who])).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
    }
    const sup = (await propose('songwenbo', { itemId: 'pl-bridge-pile', hazardCategory: 'dd-hazardCategory-11', description: '人工挖孔桩孔内作业未配备气体检测仪' })).data.id as string
    expect(await send(t, 'POST', `${P}/${sup}/approve`, {}, tok.songwenbo)).toMatchObject({ code: 400, msg: '只有安全员、安全总监和项目经理可以审核自定义问题' })
    expect((await send(t, 'POST', `${P}/${sup}/approve`, { opinion: '同意入库' }, tok.huangwei)).data.state).toBe('approved')
  })

  test('a reviewer\'s own proposal needs another reviewer: he neither approves nor rejects it himself', async () => {
    const own = (await propose('hexiaoyan')).data.id as string
    expect((await get(t, `${P}/${own}`, tok.hexiaoyan)).data).toMatchObject({ mayReview: false, mayWithdraw: true })
    expect(await send(t, 'POST', `${P}/${own}/approve`, {}, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '不能审核自己提交的问题，请由其他审核人审核' })
    expect(await send(t, 'POST', `${P}/${own}/reject`, { opinion: '重复' }, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '不能审核自己提交的问题，请由其他审核人审核' })
    expect((await get(t, `${P}/${own}`, tok.huangwei)).data.mayReview).toBe(true)
    expect((await send(t, 'POST', `${P}/${own}/approve`, {}, tok.huangwei)).data.state).toBe('approved')
  })

  test('the site photos: the reviewer opens them, another project does not, and nobody may take up someone else\'s file', async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('配电箱.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const photo = { name: '配电箱.jpg', url: up.data.url }
    const r = await propose('chengang', { photos: [photo] })
    expect(r.data.photos).toHaveLength(1)
    const url = String((await get(t, `${P}/${r.data.id}`, tok.hexiaoyan)).data.photos[0].url).replace(/^\/api/, '/H5Api/api')
    expect((await call(t, { method: 'GET', url, token: tok.hexiaoyan })).status).toBe(200)
    expect((await call(t, { method: 'GET', url, token: tok.panyue })).code).not.toBe(200)
    // 罗平 of 宁绩 cannot put 陈刚's photo on a proposal of his own to reach it
    expect((await propose('luoping', { projectId: 'proj-nj', photos: [photo] })).code).toBe(400)
  })

  test('project isolation: another project neither lists, reads, reviews nor proposes into this one', async () => {
    const id = (await propose('chengang')).data.id as string
    expect(await get(t, `${P}?projectId=proj-hj`, tok.panyue)).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法查看其数据' })
    expect((await get(t, `${P}?projectId=proj-nj`, tok.panyue)).data.list.map((c: { id: string }) => c.id)).not.toContain(id)
    for (const who of ['panyue', 'yuanhao']) {
      expect(await get(t, `${P}/${id}`, tok[who])).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
      expect(await send(t, 'POST', `${P}/${id}/approve`, {}, tok[who])).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
      expect(await send(t, 'POST', `${P}/${id}/reject`, { opinion: '不同意' }, tok[who])).toMatchObject({ code: 400, msg: '自定义问题不存在或您无权访问' })
    }
    expect(await propose('luoping')).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法查看其数据' })
    const nj = await propose('luoping', { projectId: 'proj-nj' })
    expect(nj.code).toBe(200)
    // 宁绩's proposals reach 宁绩's reviewers only
    const about = (m: { bodyText: string }) => m.bodyText.includes(nj.data.id as string)
    expect((await messagesTo('u-panyue')).some(about)).toBe(true)
    expect((await messagesTo('u-hexiaoyan')).some(about)).toBe(false)
  })

  test('bad input is a 400 with a clear message that stores nothing', async () => {
    const before = await proposals()
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: '' }, '请选择项目'],
      [{ itemId: '' }, '请选择检查项'],
      [{ itemId: 'pl-elec' }, '检查项不存在，请从问题库重新选择'],
      [{ itemId: 'pl-elec-box-1' }, '检查项不存在，请从问题库重新选择'],
      [{ itemId: 12 }, '请选择检查项'],
      [{ description: '' }, '请填写问题描述'],
      [{ description: '太短' }, '问题描述至少5个字，请写清存在的问题'],
      [{ description: '长'.repeat(501) }, '问题描述不能超过500个字'],
      [{ description: { x: 1 } }, '问题描述格式不正确'],
      [{ hazardLevel: 'dd-hazardLevel-huge' }, '隐患等级不正确，请重新选择'],
      [{ hazardLevel: ELECTRIC }, '隐患等级不正确，请重新选择'],
      [{ hazardCategory: null }, '请选择隐患类别'],
      [{ rectifyDays: 0 }, '整改时限应为1～365天'],
      [{ rectifyDays: 'abc' }, '整改时限应为1～365天'],
      [{ rectifyDays: 2.5 }, '整改时限应为1～365天'],
      [{ photos: 'x' }, '现场照片格式不正确'],
      [{ photos: [{ url: 5 }] }, '现场照片格式不正确']
    ]
    for (const [over, msg] of cases) expect(await propose('chengang', over)).toMatchObject({ code: 400, msg })
    expect(await send(t, 'POST', P, [1, 2], tok.chengang)).toMatchObject({ code: 400 })
    expect(await get(t, `${P}?projectId=proj-hj&state=done`, tok.chengang)).toMatchObject({ code: 400, msg: '审核状态不正确' })
    expect(await get(t, `${P}?projectId=proj-hj&currentPage=0`, tok.chengang)).toMatchObject({ code: 400, msg: '分页参数不正确' })
    expect(await get(t, `${P}?projectId=proj-hj&currentPage=100001`, tok.chengang)).toMatchObject({ code: 400, msg: '分页参数不正确' })
    expect(await proposals()).toBe(before)
    // an approval with a bad wording stores nothing and leaves it pending
    const id = (await propose('chengang')).data.id as string
    expect(await send(t, 'POST', `${P}/${id}/approve`, { itemId: 'pl-missing' }, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '检查项不存在，请从问题库重新选择' })
    expect(await send(t, 'POST', `${P}/${id}/approve`, { description: '' }, tok.hexiaoyan)).toMatchObject({ code: 400, msg: '请填写问题描述' })
    expect((await get(t, `${P}/${id}`, tok.hexiaoyan)).data.state).toBe('pending')
    expect(await get(t, `${P}/${'x'.repeat(65)}`, tok.hexiaoyan)).toMatchObject({ code: 400 })
  })

  test('paging: pages of the project\'s proposals, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000)
      await propose('chengang', { description: `第${i + 1}处钢筋加工棚开关箱无门锁` })
    }
    const p1 = (await get(t, `${P}?projectId=proj-hj&pageSize=2`, tok.hexiaoyan)).data
    expect(p1.list.length).toBe(2)
    expect(p1.list[0].description).toBe('第3处钢筋加工棚开关箱无门锁')
    const p2 = (await get(t, `${P}?projectId=proj-hj&pageSize=2&currentPage=2`, tok.hexiaoyan)).data
    expect(p2.list[0].id).not.toBe(p1.list[1].id)
    expect(p1.pagination.total).toBeGreaterThanOrEqual(3)
  })
})

describe.each(dialects)('the problem library of a production install (%s)', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect, { SEED_DEMO: '0', ADMIN_ACCOUNT: 'zhangsan', ADMIN_PASSWORD: 'Gs2026road' }) }, 120_000)
  afterAll(async () => { await t.close() })

  test('is installed without the demo, once: a second install adds nothing and keeps the approved problems', async () => {
    const tok = await login(t, 'zhangsan', 'Gs2026road')
    const all = flatten((await get(t, `${L}/tree`, tok)).data.list)
    expect(all.filter((n) => n.type === 'problem').length).toBeGreaterThanOrEqual(80)
    const db = t.app.ctx.db
    const { installProblemLibrary } = await import('../../server/src/modules/pitfalls')
    await db.insertInto('safetyProblemNode').values({
      id: 'approved-1', parentId: 'pl-elec-box', type: 'problem', fullName: '开关箱内漏电保护器接线端子松动', sortCode: 99, hazardLevel: GENERAL,
      hazardCategory: ELECTRIC, basis: '', measures: '', rectifyDays: null, proposalId: 'p-1', enabledMark: 1, createdAt: 1
    }).execute()
    expect(await installProblemLibrary(db)).toBe(0)
    const again = flatten((await get(t, `${L}/tree`, tok)).data.list)
    expect(again.length).toBe(all.length + 1)
  })
})


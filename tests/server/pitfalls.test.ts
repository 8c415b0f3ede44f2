// The safety problem library (隐患问题库) and its custom problems (自定义问题, issue 14): the library is installed on
// every start as a tree 检查类别 → 检查项 → 问题 and searched by keyword; foremen and supervision engineers propose
// problems under a library item, the project's safety officers and managers approve them into the library (reworded
// as they see fit) or reject them with an opinion; the proposer is told; only a pending proposal is reviewed, only its
// proposer withdraws it, nobody reads another project's proposals, and bad input is a 400 that stores nothing.
import type { ProblemNode } from '../../types/api/pitfalls'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

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
})

// CurrentUser: the menu tree and permissions a user's roles grant, userInfo and sysConfigInfo (PcUserVO).
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

interface Menu { id: string; type: number; enCode: string; parentId: string; hasChildren: boolean; sortCode: number; children?: Menu[] }
const flatten = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flatten(m.children ?? [])])

describe.each(dialects)('CurrentUser on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })
  const current = async (account: string) => (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', await login(t, account))).data

  test('when the administrator asks, then every App menu comes back as a sorted tree with permissions', async () => {
    const cu = await current('admin')
    expect(Object.keys(cu).sort()).toEqual(['menuList', 'permissionList', 'sysConfigInfo', 'userInfo'])
    const all = flatten(cu.menuList)
    expect(cu.menuList.every((m: Menu) => m.parentId === '-1' && m.type === 1)).toBe(true)
    for (const level of [cu.menuList, ...all.map((m) => m.children ?? [])]) {
      const codes = level.map((m: Menu) => m.sortCode)
      expect(codes).toEqual([...codes].sort((a, b) => a - b))
    }
    expect(all.some((m) => m.type === 2)).toBe(true)
    expect(all.some((m) => m.type === 3)).toBe(true)
    expect(all.some((m) => m.type === 7)).toBe(true)
    // JNPF: one permission entry per granted menu except directories (type 1), external links included
    const pages = all.filter((m) => m.type !== 1)
    expect(cu.permissionList.map((p: { modelId: string }) => p.modelId).sort()).toEqual(pages.map((m) => m.id).sort())
    expect(cu.permissionList[0]).toMatchObject({ modelId: pages.find((p) => p.id === cu.permissionList[0].modelId)!.id, column: [], form: [], resource: [] })
    expect(cu.permissionList[0].button.map((b: { enCode: string }) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_detail', 'btn_remove']))
  })

  test('when a contractor worker asks, then only the granted entries and their buttons come back', async () => {
    const admin = flatten((await current('admin')).menuList)
    const worker = await current('yangshan')
    const mine = flatten(worker.menuList)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.length).toBeLessThan(admin.length)
    // directories without any granted entry are not shown
    expect(mine.filter((m) => m.type === 1).every((m) => (m.children ?? []).length > 0)).toBe(true)
    const buttons = new Set(worker.permissionList.flatMap((p: { button: { enCode: string }[] }) => p.button.map((b) => b.enCode)))
    expect(buttons.has('btn_remove')).toBe(false)
    expect(worker.userInfo).toMatchObject({ userAccount: 'yangshan', isAdministrator: false, roleName: '劳务作业人员' })
  })

  test('when a user whose roles grant nothing asks, then menuList is empty', async () => {
    const cu = await current('tangjing')
    expect(cu.menuList).toEqual([])
    expect(cu.permissionList).toEqual([])
  })

  test('userInfo carries the fields of UserCommonInfoVO and sysConfigInfo the platform name', async () => {
    const cu = await current('wangjianguo')
    expect(cu.userInfo).toMatchObject({
      userId: 'u-wangjianguo', userAccount: 'wangjianguo', userName: '王建国', headIcon: '', gender: 1,
      organizeId: 'org-hq', organizeIdList: ['org-hq'], mobilePhone: '13800000002', email: 'wangjianguo@example.com',
      isAdministrator: false, positionIds: [expect.objectContaining({ id: 'pos-hq-zjl' })]
    })
    expect(cu.userInfo.roleName.split(',')).toEqual(expect.arrayContaining(['项目经理', '批量电子签章']))
    expect(typeof cu.userInfo.birthday).toBe('number')
    for (const k of ['organizeName', 'departmentId', 'departmentName', 'positionName', 'roleIds', 'groupIds', 'groupNames', 'manager',
      'signImg', 'prevLogin', 'prevLoginTime', 'prevLoginIPAddress', 'prevLoginIPAddressName', 'portalId', 'appPortalId', 'systemId',
      'appSystemId', 'systemIds', 'changePasswordDate', 'workflowEnabled']) {
      expect(cu.userInfo).toHaveProperty(k)
    }
    expect(cu.sysConfigInfo).toMatchObject({ sysName: '公路建设云平台', sysVersion: '3.3.5', copyright: expect.stringContaining('2026') })
    expect(cu.sysConfigInfo.lockTime).toBeUndefined()
    const worker = await current('lijun')
    expect(worker.userInfo.manager).toBe('张华/zhanghua')
    expect(worker.userInfo.organizeName).toContain('/')
  })

  test('when the previous login is asked for, then the second login reports the first', async () => {
    await login(t, 'gaofeng')
    const cu = await current('gaofeng')
    expect(cu.userInfo.prevLogin).toBe(1)
    expect(cu.userInfo.prevLoginTime).toBeGreaterThan(0)
  })
})

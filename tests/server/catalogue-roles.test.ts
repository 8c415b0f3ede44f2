// The catalogue's roles on a production install (SEED_DEMO=0): every role and its default grants are there, so an
// administrator sees every module's menus and can grant them; an administrator's change to a role's grants survives
// an upgrade of the module whose menus they are; and the flows find their approvers by role once the administrator
// puts people into the roles and the project.
import { grantRows } from '../../server/src/catalog/grants'
import { grantOwners, installCatalogueRoles } from '../../server/src/catalog/install-roles'
import { catalogueModules } from '../../server/src/catalog/modules'
import { HAZARD } from '../../server/src/catalog/safety/flows/hazard'
import { catalogRoles } from '../../server/src/catalog/system/roles'
import type { CatalogModule } from '../../server/src/catalog/types'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { E, approve, openHandlers } from './workflow-fixtures'

type Row = Record<string, unknown>
const flatten = (nodes: Row[]): Row[] => nodes.flatMap((n) => [n, ...flatten((n.children as Row[] | undefined) ?? [])])
const role = (id: string) => catalogRoles.find((r) => r.id === id)!
const SYS = 'web-system-main'

describe.each(dialects)('catalogue roles on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const modules = catalogueModules()
  const db = () => t.app.ctx.db
  const grants = async (roleId: string) => (await db().selectFrom('baseAuthorize').select(['itemType', 'itemId'])
    .where('objectType', '=', 'Role').where('objectId', '=', roleId).execute()).map((g) => `${g.itemType}:${g.itemId}`).sort()
  const defaults = (roleId: string, owners = grantOwners(modules)) =>
    owners.flatMap((o) => grantRows(o, role(roleId))).map((g) => `${g.itemType}:${g.itemId}`).sort()

  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO: '0', ADMIN_ACCOUNT: 'zhangsan', ADMIN_PASSWORD: 'Gs2026road', LOGIN_RATE_LIMIT: '1000' })
    admin = await login(t, 'zhangsan', 'Gs2026road')
  })
  afterAll(async () => { await t.close() })

  test('when a production server starts, then every catalogue role holds its default grants and the console offers every module\'s menus', async () => {
    for (const r of catalogRoles) expect({ role: r.id, grants: await grants(r.id) }).toEqual({ role: r.id, grants: defaults(r.id) })
    // the foreman plans 月度施工计划 without its prices: the withheld column rights are not granted
    const foreman = await grants('role-foreman')
    expect(foreman).toContain('module:m-monthlyPlan')
    expect(foreman).toContain('column:m-monthlyPlan-c-planName')
    expect(foreman).not.toContain('column:m-monthlyPlan-c-planOutput')
    expect(await grants('role-pm')).toContain('column:m-monthlyPlan-c-planOutput')

    const roles = await get(t, '/api/permission/Role?pageSize=100', admin)
    expect(roles.data.list.map((r: { fullName: string }) => r.fullName)).toEqual(expect.arrayContaining(catalogRoles.map((r) => r.fullName)))
    const tree = await send(t, 'POST', `/api/permission/Authority/Data/role-safety/Values`, { type: 'module', moduleIds: SYS }, admin)
    const offered = new Set(flatten(tree.data.list).map((n) => String(n.id)))
    const lowcode = (await db().selectFrom('baseModule').select(['id', 'propertyJson']).where('type', '=', 3).execute())
    for (const m of modules) {
      for (const model of m.models) {
        const menu = lowcode.find((x) => (JSON.parse(x.propertyJson) as { moduleId?: string }).moduleId === model.id)
        expect({ model: model.id, offered: Boolean(menu && offered.has(menu.id)) }).toEqual({ model: model.id, offered: true })
      }
    }
  })

  test('when an administrator changes a role\'s grants, then an upgrade of the module keeps them and upgrades the untouched roles', async () => {
    // the administrator takes 安全巡查记录 from the safety officers in the console
    const before = await grants('role-safety')
    const keep = (type: string) => before.filter((g) => g.startsWith(`${type}:`) && !g.includes('m-safetyInspectionRecord')).map((g) => g.slice(type.length + 1))
    const saved = await send(t, 'PUT', '/api/permission/Authority/Data/role-safety', {
      module: keep('module'), button: keep('button'), column: keep('column'), form: keep('form')
    }, admin)
    expect(saved.code).toBe(200)
    const changed = await grants('role-safety')
    expect(changed).not.toContain('module:m-safetyInspectionRecord')

    // a new version of the safety module gives its morning meetings to the supervising engineers and every entry to the safety officers
    expect(await grants('role-supervisor')).not.toContain('module:m-safetyMorin')
    const safety = modules.find((m) => m.code === 'safety')!
    const next: CatalogModule = {
      ...safety, version: safety.version + 1,
      grants: { ...safety.grants!, roles: { ...safety.grants!.roles, supervisionEngineer: [...(safety.grants!.roles.supervisionEngineer as string[]), 'safetyMorin'] } }
    }
    const upgraded = [...modules.filter((m) => m !== safety), next]
    const lines: string[] = []
    const result = await installCatalogueRoles(db(), upgraded, (l) => lines.push(l))
    expect(result.kept).toBe(1)
    expect(lines).toEqual([expect.stringContaining('safety:role-safety')])
    expect(await grants('role-safety')).toEqual(changed)
    expect(await grants('role-supervisor')).toContain('module:m-safetyMorin')
    expect(await grants('role-supervisor')).toEqual(defaults('role-supervisor', grantOwners(upgraded)))
    // the next start at that version reports nothing again and changes nothing
    expect(await installCatalogueRoles(db(), upgraded, (l) => lines.push(l))).toEqual({ roles: 0, installed: 0, upgraded: 0, kept: 0 })
    expect(lines).toHaveLength(1)
  })

  test('when a role was deleted, then the next start creates it again with its grants; a role whose code an administrator took is not created', async () => {
    await db().deleteFrom('baseAuthorize').where('objectId', '=', 'role-lab').execute()
    await db().deleteFrom('baseRole').where('id', '=', 'role-lab').execute()
    await db().updateTable('baseRole').set({ id: 'role-own-worker' }).where('id', '=', 'role-worker').execute()
    const lines: string[] = []
    expect(await installCatalogueRoles(db(), modules, (l) => lines.push(l))).toMatchObject({ roles: 1 })
    expect(await grants('role-lab')).toEqual(defaults('role-lab'))
    expect(lines).toEqual([expect.stringContaining('劳务作业人员 (contractorWorker) not created')])
    expect(await db().selectFrom('baseRole').select('id').where('id', '=', 'role-worker').execute()).toEqual([])
  })

  test('when the administrator puts people into the roles and the project, then the hazard flow finds its approvers by role', async () => {
    await db().insertInto('baseSysConfig').values({ key: 'newUserDefaultPassword', value: 'Init@2026' }).execute()
    const project = await send(t, 'POST', '/H5Api/api/permission/Project', { enCode: 'QHGS', fullName: '千黄高速公路新建工程', startDate: '2026-03-01', endDate: '2029-06-30' }, admin)
    expect(project.code).toBe(200)
    const projectId = project.data as string
    const section = await send(t, 'POST', `/H5Api/api/permission/Project/${projectId}/Contract`, { enCode: 'TJ-01', fullName: '千黄高速TJ-01合同段', kind: 'construction', contractor: '新安江路桥有限公司' }, admin)
    const { organizeId } = (await get(t, `/H5Api/api/permission/Project/${projectId}`, admin)).data
    const person = async (account: string, realName: string, roleId: string) => {
      const r = await send(t, 'POST', '/api/permission/Users', {
        account, realName, gender: '1', organizeId, organizeIdTree: [[organizeId]], roleId, mobilePhone: '', email: '', enabledMark: 1
      }, admin)
      expect({ account, code: r.code, msg: r.msg }).toMatchObject({ account, code: 200 })
      return (await db().selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id
    }
    const safetyOfficer = await person('anquan', '安全员甲', 'role-safety')
    const foreman = await person('gongqu', '工区长乙', 'role-foreman')
    const supervisor = await person('jianli', '监理丙', '')
    const adminId = (await db().selectFrom('baseUser').select('id').where('account', '=', 'zhangsan').executeTakeFirstOrThrow()).id
    const members = await send(t, 'POST', `/H5Api/api/permission/Project/${projectId}/Members`, { userIds: [safetyOfficer, foreman, supervisor], contractIds: [section.data] }, admin)
    expect(members.code).toBe(200)
    const launcher = await login(t, 'anquan', 'Init@2026')
    const gongqu = await login(t, 'gongqu', 'Init@2026')

    const hazard = async (no: string) => {
      const r = await send(t, 'POST', `${E}/FlowTask`, {
        flowId: HAZARD.version, status: '0', formData: {
          hazardNo: no, foundDate: Date.UTC(2026, 2, 3), hazardTitle: '2号墩钻孔平台临边防护缺失', hazardLevel: 'dd-hazardLevel-general',
          hazardCategory: 'dd-hazardCategory-1', location: '2号墩钻孔平台', description: '平台东侧未设防护栏杆', photos: [],
          requirement: '立即设置防护栏杆', responsible: foreman, deadline: Date.UTC(2026, 2, 5)
        }
      }, launcher)
      expect({ no, code: r.code, msg: r.msg }).toMatchObject({ no, code: 200 })
      const id = r.data.id as string
      expect(await openHandlers(t, id)).toEqual([foreman])
      await approve(t, gongqu, id, foreman, { formData: { measures: '已设置防护栏杆', completeDate: Date.UTC(2026, 2, 4), afterPhotos: [] } })
      return id
    }
    // nobody holds 监理工程师 in the project yet: the check falls to the administrators (errorRule 1)
    const first = await hazard('YH-QH-001')
    expect(await openHandlers(t, first)).toEqual([adminId])

    // the administrator puts the supervising engineer into the role
    const added = await send(t, 'POST', '/api/permission/UserRelation/role-supervisor', { objectType: 'Role', userIds: [supervisor] }, admin)
    expect(added.code).toBe(200)
    const second = await hazard('YH-QH-002')
    expect(await openHandlers(t, second)).toEqual([supervisor])
    const jianli = await login(t, 'jianli', 'Init@2026')
    const todo = (await get(t, `${E}/FlowBefore/List/1`, jianli)).data.list
    expect(todo.map((x: { processId: string; thisStep: string }) => [x.processId, x.thisStep])).toEqual([[second, '监理复查']])
  })
})

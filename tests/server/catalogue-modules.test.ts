// The module catalogue (issue 10): business modules (models, data interfaces, bill rules, dictionaries, flow
// templates) and the roles their flows and menus need install on every start whatever SEED_DEMO says, a production
// install holds nothing of the demo, a restart changes nothing, a newer module version replaces only what nobody
// changed since it was installed, and a broken catalogue stops the start.
import { buildApp } from '../../server/src/app'
import { installCatalogueModules } from '../../server/src/catalog/install-modules'
import { catalogueModules } from '../../server/src/catalog/modules'
import { hashOf } from '../../server/src/catalog/tracking'
import { catalogRoles } from '../../server/src/catalog/system/roles'
import type { CatalogModule } from '../../server/src/catalog/types'
import { users as demoUsers } from '../../server/src/db/seed/data'
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

type Row = Record<string, unknown>
const flatten = (nodes: Row[]): Row[] => nodes.flatMap((n) => [n, ...flatten((n.children as Row[] | undefined) ?? [])])

describe.each(dialects)('catalogue modules on %s', (dialect) => {
  let t: TestApp
  const modules = catalogueModules()
  const db = () => t.app.ctx.db
  beforeAll(async () => { t = await createTestApp(dialect, { SEED_DEMO: '0', ADMIN_ACCOUNT: 'zhangsan', ADMIN_PASSWORD: 'Gs2026road' }) })
  afterAll(async () => { await t.close() })

  const snapshot = async () => ({
    models: await db().selectFrom('baseVisualDev').selectAll().orderBy('id').execute(),
    interfaces: await db().selectFrom('baseDataInterface').selectAll().orderBy('id').execute(),
    flows: await db().selectFrom('flowTemplateJson').selectAll().orderBy('id').execute(),
    rules: await db().selectFrom('baseBillRule').selectAll().orderBy('id').execute(),
    dictionaries: await db().selectFrom('baseDictionaryData').selectAll().orderBy('id').execute(),
    menus: await db().selectFrom('baseModule').selectAll().orderBy('id').execute(),
    items: await db().selectFrom('catalogueItem').selectAll().orderBy('kind').orderBy('id').execute(),
    roles: await db().selectFrom('baseRole').selectAll().orderBy('id').execute(),
    grants: await db().selectFrom('baseAuthorize').selectAll().orderBy('id').execute(),
    columns: await db().selectFrom('baseModuleColumn').selectAll().orderBy('id').execute(),
    forms: await db().selectFrom('baseModuleForm').selectAll().orderBy('id').execute()
  })

  test('when a production server starts, then every module\'s models, flows and App menus are there and no records', async () => {
    const models = new Set((await db().selectFrom('baseVisualDev').select('id').execute()).map((r) => r.id))
    const templates = new Set((await db().selectFrom('flowTemplate').select('id').execute()).map((r) => r.id))
    for (const m of modules) {
      for (const model of m.models) expect(models.has(model.id)).toBe(true)
      for (const f of m.flows) expect(templates.has(f.template.id)).toBe(true)
    }
    expect(await db().selectFrom('visualdevRecord').select('id').execute()).toEqual([])
    expect(await db().selectFrom('flowTask').select('id').execute()).toEqual([])
    // a flow's low-code form knows its flow without the demo seed
    const hazard = await db().selectFrom('baseVisualDev').select(['flowEnCode', 'enableFlow']).where('id', '=', 'vm-hazard-rectify').executeTakeFirstOrThrow()
    expect(hazard).toMatchObject({ flowEnCode: 'hazardRectify', enableFlow: 1 })
    const token = await login(t, 'zhangsan', 'Gs2026road')
    const me = await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)
    const opened = new Set(flatten(me.data.menuList).filter((n) => Number(n.type) === 3)
      .map((n) => (JSON.parse(String(n.propertyJson)) as { moduleId: string }).moduleId))
    for (const m of modules) for (const model of m.models) expect(opened.has(model.id)).toBe(true)
  })

  test('when a production server starts, then every module\'s flows, roles and dictionaries are there and nothing of the demo', async () => {
    const ids = async (table: 'baseRole' | 'baseDictionaryType' | 'baseDictionaryData' | 'baseBillRule' | 'flowTemplateJson' | 'baseDataInterface') =>
      new Set((await db().selectFrom(table).select('id').execute()).map((r) => r.id))
    const roles = await ids('baseRole')
    for (const r of catalogRoles) expect({ role: r.id, there: roles.has(r.id) }).toEqual({ role: r.id, there: true })
    const [types, items, rules, versions, interfaces] = await Promise.all(
      (['baseDictionaryType', 'baseDictionaryData', 'baseBillRule', 'flowTemplateJson', 'baseDataInterface'] as const).map(ids))
    for (const m of modules) {
      for (const d of m.dictionaries) {
        expect(types.has(d.id)).toBe(true)
        for (const item of d.items) expect(items.has(item.id)).toBe(true)
      }
      for (const r of m.billRules) expect(rules.has(r.id)).toBe(true)
      for (const f of m.flows) expect(versions.has(f.version.id)).toBe(true)
      for (const d of m.dataInterfaces) expect(interfaces.has(d.id)).toBe(true)
    }
    // every role a flow names exists: "<id>--role" is all a catalogue flow may name
    const named = modules.flatMap((m) => m.flows).flatMap((f) => JSON.stringify(f.version.tree).match(/"[^"]*--[a-z]+"/g) ?? [])
    expect(named.length).toBeGreaterThan(0)
    for (const entry of named) {
      const [id, type] = JSON.parse(entry).split('--')
      expect({ entry, type, role: roles.has(id) }).toEqual({ entry, type: 'role', role: true })
    }
    // the demo: no demo person, role, project, record, flow task, demo interface or demo rows in a site interface
    const accounts = (await db().selectFrom('baseUser').select('account').execute()).map((u) => u.account)
    expect(accounts).toEqual(['zhangsan'])
    expect(demoUsers.some((u) => accounts.includes(u.account))).toBe(false)
    expect(roles.has('role-pending')).toBe(false)
    expect(await db().selectFrom('project').select('id').execute()).toEqual([])
    expect(await db().selectFrom('baseUserRelation').select('id').where('objectType', '=', 'Role').execute()).toEqual([])
    expect(interfaces.has('di-project-members')).toBe(false)
    const wbs = await db().selectFrom('baseDataInterface').select('definition').where('id', '=', 'di-wbs').executeTakeFirstOrThrow()
    expect(JSON.parse(wbs.definition).rows).toEqual([])
    expect(await db().selectFrom('flowDelegate').select('id').execute()).toEqual([])
    expect(await db().selectFrom('baseSignImg').select('id').execute()).toEqual([])
  })

  test('when the server starts a second time, then nothing changes', async () => {
    const before = await snapshot()
    const again = await buildApp(t.config, { logger: false })
    await again.close()
    expect(await snapshot()).toEqual(before)
  })

  test('when a module version grows, then untouched configs are replaced, changed ones kept, and records stay', async () => {
    const safety = modules.find((m) => m.code === 'safety')!
    const [untouched, changed] = safety.models
    // a record of the model that will be upgraded
    await db().insertInto('visualdevRecord').values({
      id: 'rec-catalogue-keep', modelId: untouched.id, projectId: '', contractId: '', data: '{"a":1}', searchText: '',
      creatorUserId: 'x', creatorTime: 1, lastModifyUserId: '', lastModifyTime: null
    }).execute()
    // an administrator edits the second model in a designer
    await db().updateTable('baseVisualDev').set({ formData: '{"fields":[],"edited":true}' }).where('id', '=', changed.id).execute()
    const bump = (m: CatalogModule['models'][number]) => ({ ...m, formData: JSON.stringify({ ...JSON.parse(m.formData), upgraded: 2 }) })
    const next: CatalogModule = { ...safety, version: safety.version + 1, models: safety.models.map(bump) }
    const lines: string[] = []
    const result = await installCatalogueModules(db(), [next], (l) => lines.push(l))
    expect(result.kept).toBe(1)
    const read = (id: string) => db().selectFrom('baseVisualDev').select('formData').where('id', '=', id).executeTakeFirstOrThrow()
    expect(JSON.parse((await read(untouched.id)).formData).upgraded).toBe(2)
    expect(JSON.parse((await read(changed.id)).formData)).toEqual({ fields: [], edited: true })
    expect(lines).toEqual([expect.stringContaining(changed.id)])
    const kept = await db().selectFrom('visualdevRecord').select('data').where('id', '=', 'rec-catalogue-keep').executeTakeFirstOrThrow()
    expect(JSON.parse(kept.data)).toEqual({ a: 1 })
    // the same version again: nothing more to do, nothing reported again
    expect(await installCatalogueModules(db(), [next], (l) => lines.push(l))).toEqual({ installed: 0, upgraded: 0, kept: 0 })
    expect(lines).toHaveLength(1)
  })

  test('when an install of the flows that named demo people upgrades, then untouched flows take the role approvers and edited ones stay', async () => {
    const flows = modules.flatMap((m) => m.flows)
    const hazard = flows.find((f) => f.template.enCode === 'hazardRectify')!
    const leave = flows.find((f) => f.template.enCode === 'leaveApply')!
    const asVersion1 = (json: string) => json.replace(/"role-[a-z-]+--role"/g, '"u-songwenbo--user"')
    const stored = async (id: string) => (await db().selectFrom('flowTemplateJson').select('flowTemplateJson').where('id', '=', id).executeTakeFirstOrThrow()).flowTemplateJson
    // version 1 as it was installed: hazard untouched since, leave edited by an administrator afterwards
    const v1Hazard = asVersion1(JSON.stringify(hazard.version.tree))
    const v1Leave = asVersion1(JSON.stringify(leave.version.tree))
    const edited = v1Leave.replace('"title":"项目经理审批"', '"title":"分管领导审批"')
    for (const [flow, json, installed] of [[hazard, v1Hazard, v1Hazard], [leave, edited, v1Leave]] as const) {
      await db().updateTable('flowTemplateJson').set({ flowTemplateJson: json }).where('id', '=', flow.version.id).execute()
      await db().updateTable('baseVisualDev').set({ flowTemplateJson: json }).where('flowId', '=', flow.template.id).execute()
      await db().updateTable('catalogueItem').set({ version: 1, installedHash: hashOf(installed) }).where('kind', '=', 'flow').where('id', '=', flow.version.id).execute()
    }
    const lines: string[] = []
    await installCatalogueModules(db(), modules, (l) => lines.push(l))
    expect(await stored(hazard.version.id)).toBe(JSON.stringify(hazard.version.tree))
    expect(await stored(hazard.version.id)).not.toContain('--user')
    const model = await db().selectFrom('baseVisualDev').select('flowTemplateJson').where('id', '=', hazard.form.modelId).executeTakeFirstOrThrow()
    expect(model.flowTemplateJson).toBe(JSON.stringify(hazard.version.tree))
    expect(await stored(leave.version.id)).toBe(edited)
    expect(lines).toEqual([expect.stringContaining(leave.version.id)])
  })

  test('when a module with site interfaces is upgraded, then their params follow the catalogue and the site\'s rows stay', async () => {
    const engineering = modules.find((m) => m.code === 'engineering')!
    const laboratory = modules.find((m) => m.code === 'laboratory')!
    const definition = async (id: string) =>
      JSON.parse((await db().selectFrom('baseDataInterface').select('definition').where('id', '=', id).executeTakeFirstOrThrow()).definition)
    // an administrator fills the section's WBS
    const rows = [{ id: 'wbs-1', fullName: '路基土石方', contractId: 'ct-1' }]
    await db().updateTable('baseDataInterface').set({ definition: JSON.stringify({ ...(await definition('di-wbs')), rows }) }).where('id', '=', 'di-wbs').execute()
    const param = { field: 'unitProject', fieldName: '单位工程' }
    const withParam = (m: CatalogModule, id: string): CatalogModule => ({
      ...m, version: m.version + 1,
      dataInterfaces: m.dataInterfaces.map((d) => d.id === id ? { ...d, definition: JSON.stringify({ ...JSON.parse(d.definition), params: [param] }) } : d)
    })
    const lines: string[] = []
    expect(await installCatalogueModules(db(), [withParam(engineering, 'di-wbs')], (l) => lines.push(l))).toMatchObject({ kept: 0 })
    expect(await definition('di-wbs')).toEqual({ params: [param], rows })
    // one tracked before site rows were kept (the whole definition hashed, demo rows in it) upgrades the same way
    const old = { params: [], rows: [{ id: 'ins-1', fullName: '压力试验机' }] }
    await db().updateTable('baseDataInterface').set({ definition: JSON.stringify(old) }).where('id', '=', 'di-lab-instruments').execute()
    await db().updateTable('catalogueItem').set({ installedHash: hashOf({ dataType: 2, definition: JSON.stringify(old) }) })
      .where('kind', '=', 'dataInterface').where('id', '=', 'di-lab-instruments').execute()
    expect(await installCatalogueModules(db(), [withParam(laboratory, 'di-lab-instruments')], (l) => lines.push(l))).toMatchObject({ kept: 0 })
    expect(await definition('di-lab-instruments')).toEqual({ params: [param], rows: old.rows })
    expect(lines).toEqual([])
  })

  test('when two modules define the same model, then the start is refused with a clear error and nothing is written', async () => {
    const [a, b] = modules
    const dup: CatalogModule = { ...b, models: [...b.models, { ...a.models[0], id: 'vm-catalogue-dup' }] }
    const dupA: CatalogModule = { ...a, models: [...a.models, { ...a.models[0], id: 'vm-catalogue-dup' }] }
    await expect(installCatalogueModules(db(), [dupA, dup])).rejects.toThrow(/目录模块定义重复：模型 vm-catalogue-dup/)
    expect(await db().selectFrom('baseVisualDev').select('id').where('id', '=', 'vm-catalogue-dup').execute()).toEqual([])
  })
})

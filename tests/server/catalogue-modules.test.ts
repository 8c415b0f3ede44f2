// The module catalogue (issue 10): business modules (models, data interfaces, bill rules, dictionaries, flow
// templates) install on every start whatever SEED_DEMO says, a restart changes nothing, a newer module version
// replaces only what nobody changed since it was installed, and a broken catalogue stops the start.
import { buildApp } from '../../server/src/app'
import { installCatalogueModules } from '../../server/src/catalog/install-modules'
import { catalogueModules } from '../../server/src/catalog/modules'
import type { CatalogModule } from '../../server/src/catalog/types'
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
    items: await db().selectFrom('catalogueItem').selectAll().orderBy('kind').orderBy('id').execute()
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

  test('when two modules define the same model, then the start is refused with a clear error and nothing is written', async () => {
    const [a, b] = modules
    const dup: CatalogModule = { ...b, models: [...b.models, { ...a.models[0], id: 'vm-catalogue-dup' }] }
    const dupA: CatalogModule = { ...a, models: [...a.models, { ...a.models[0], id: 'vm-catalogue-dup' }] }
    await expect(installCatalogueModules(db(), [dupA, dup])).rejects.toThrow(/目录模块定义重复：模型 vm-catalogue-dup/)
    expect(await db().selectFrom('baseVisualDev').select('id').where('id', '=', 'vm-catalogue-dup').execute()).toEqual([])
  })
})

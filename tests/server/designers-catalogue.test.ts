// What the designers tell the module catalogue: a catalogue model or flow an administrator saved in the console is
// theirs, even when only its name changed, so a newer module version leaves it; one they deleted is not put back on
// the next start, and neither are its App menus.
import { installCatalogueModules } from '../../server/src/catalog/install-modules'
import { catalogueModules } from '../../server/src/catalog/modules'
import { installSystemCatalogue, systemCatalogue } from '../../server/src/catalog/system'
import type { CatalogModule } from '../../server/src/catalog/types'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const B = '/api/visualdev/Base'
const T = '/api/workflow/Engine/flowTemplate'

describe.each(dialects)('designers and the catalogue on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const modules = catalogueModules()
  const db = () => t.app.ctx.db
  const mod = (code: string) => modules.find((m) => m.code === code)!
  const bumped = (m: CatalogModule): CatalogModule => ({
    ...m, version: m.version + 1,
    models: m.models.map((x) => ({ ...x, formData: JSON.stringify({ ...JSON.parse(x.formData), upgraded: true }) })),
    flows: m.flows.map((f) => ({ ...f, version: { ...f.version, tree: { ...f.version.tree, upgraded: true } } }))
  })
  const tracked = (kind: string, id: string) => db().selectFrom('catalogueItem').select('installedHash').where('kind', '=', kind).where('id', '=', id).executeTakeFirst()
  beforeAll(async () => {
    // a production install: no demo records or tasks hold the definitions
    t = await createTestApp(dialect, { SEED_DEMO: '0', ADMIN_ACCOUNT: 'admin', ADMIN_PASSWORD: 'Gs2026road' })
    admin = await login(t, 'admin', 'Gs2026road')
  })
  afterAll(async () => { await t.close() })

  test('a catalogue model saved in the designer, even only renamed, is kept by the next module version; the others are upgraded', async () => {
    const safety = mod('safety')
    const [edited, untouched] = safety.models
    const info = (await get(t, `${B}/${edited.id}`, admin)).data
    expect((await send(t, 'PUT', `${B}/${edited.id}`, { ...info, fullName: `${info.fullName}（集团版）` }, admin)).code).toBe(200)
    expect(await tracked('model', edited.id)).toEqual({ installedHash: 'changed-by-administrator' })

    const lines: string[] = []
    const result = await installCatalogueModules(db(), [bumped(safety)], (l) => lines.push(l))
    expect(result.kept).toBe(1)
    const read = (id: string) => db().selectFrom('baseVisualDev').select(['formData', 'fullName']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(await read(edited.id)).toEqual({ formData: info.formData, fullName: `${info.fullName}（集团版）` })
    expect(JSON.parse((await read(untouched.id)).formData).upgraded).toBe(true)
    expect(lines).toEqual([expect.stringContaining(`model ${edited.id} was changed since it was installed`)])
  })

  test('a catalogue model deleted in the designer is not installed again, nor its App menu', async () => {
    const lab = mod('laboratory')
    const model = lab.models[0]
    const menusBefore = await db().selectFrom('baseModule').select('id').where('type', '=', 3).where('propertyJson', 'like', `%${model.id}%`).execute()
    expect(menusBefore.length).toBeGreaterThan(0)
    expect(await send(t, 'DELETE', `${B}/${model.id}`, null, admin)).toMatchObject({ code: 200 })
    expect(await tracked('model', model.id)).toEqual({ installedHash: 'deleted-by-administrator' })

    const lines: string[] = []
    await installCatalogueModules(db(), [bumped(lab)], (l) => lines.push(l))
    await installSystemCatalogue(db(), systemCatalogue())
    expect(await db().selectFrom('baseVisualDev').select('id').where('id', '=', model.id).execute()).toEqual([])
    expect(await db().selectFrom('baseModule').select('id').where('id', 'in', menusBefore.map((m) => m.id)).execute()).toEqual([])
    expect(lines).toContain(`catalogue module laboratory v${lab.version + 1}: model ${model.id} was deleted by an administrator, not installed again`)
    // the same version on the next start: quiet
    expect(await installCatalogueModules(db(), [bumped(lab)], (l) => lines.push(l))).toMatchObject({ installed: 0 })
    expect(lines).toHaveLength(1)
  })

  test('a catalogue flow changed in the designer is kept; one deleted there stays deleted', async () => {
    const office = mod('office')
    const leave = office.flows.find((f) => f.template.id === 'ft-leave')!
    const info = (await get(t, `${T}/ft-leave`, admin)).data
    const items = JSON.parse(info.flowTemplateJson)
    items[0].flowTemplateJson.properties.title = '员工发起'
    expect((await send(t, 'PUT', `${T}/ft-leave`, { ...info, flowTemplateJson: JSON.stringify(items) }, admin)).code).toBe(200)
    await installCatalogueModules(db(), [bumped(office)])
    const stored = await db().selectFrom('flowTemplateJson').select('flowTemplateJson').where('id', '=', leave.version.id).executeTakeFirstOrThrow()
    expect(JSON.parse(stored.flowTemplateJson)).toMatchObject({ properties: expect.objectContaining({ title: '员工发起' }) })
    expect(JSON.parse(stored.flowTemplateJson).upgraded).toBeUndefined()

    expect(await send(t, 'DELETE', `${T}/ft-leave`, null, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    const twice = { ...bumped(office), version: office.version + 2 }
    await installCatalogueModules(db(), [twice])
    expect(await db().selectFrom('flowTemplate').select('id').where('id', '=', 'ft-leave').execute()).toEqual([])
    expect(await db().selectFrom('flowTemplateJson').select('id').where('templateId', '=', 'ft-leave').execute()).toEqual([])
  })
})

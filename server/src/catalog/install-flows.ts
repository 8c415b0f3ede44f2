// Installs a module's flow templates: the form, the template, its version (node JSON) with launch rights, and the
// binding of a low-code form's model to its flow. An installed version's JSON is upgraded like a model's config.
import type { Db } from '../db/database'
import { visibleRows, type CatalogFlow } from './build/flow'
import { DELETED_BY_ADMINISTRATOR, hashOf, type ItemOutcome, trackedInstall } from './tracking'
import { modulesRepository as repo } from './modules-repository'
import type { CatalogModule } from './types'

async function installFlow(db: Db, module: CatalogModule, flow: CatalogFlow, now: number, log: (line: string) => void): Promise<ItemOutcome> {
  const { tree, ...version } = flow.version
  const json = JSON.stringify(tree)
  // a flow an administrator deleted in the flow designer stays deleted: no template or form without its version
  const deleted = (await repo.tracked(db, 'flow', version.id))?.installedHash === DELETED_BY_ADMINISTRATOR
  if (deleted) return trackedInstall(db, module, 'flow', version.id, hashOf(json), log, { current: async () => undefined, insert: async () => {}, replace: async () => {} })
  if (!(await repo.has(db, 'flowForm', flow.form.id))) await db.insertInto('flowForm').values({ ...flow.form, creatorTime: now }).execute()
  if (!(await repo.has(db, 'flowTemplate', flow.template.id))) {
    await db.insertInto('flowTemplate').values({ ...flow.template, creatorTime: now, lastModifyTime: null }).execute()
  }
  const outcome = await trackedInstall(db, module, 'flow', version.id, hashOf(json), log, {
    current: async () => {
      const stored = await repo.flowVersionJson(db, version.id)
      return stored === undefined ? undefined : hashOf(stored)
    },
    insert: async () => {
      await db.insertInto('flowTemplateJson').values({ ...version, flowTemplateJson: json, creatorTime: now }).execute()
      const rows = visibleRows(flow)
      if (rows.length) await db.insertInto('flowVisible').values(rows).execute()
    },
    replace: async () => {
      const old = (await repo.flowVersionJson(db, version.id)) ?? ''
      await repo.replaceFlowJson(db, version.id, flow.template.id, old, json)
    }
  })
  // a low-code form's model learns its flow: Config hands the app flowId / flowEnCode / flowTemplateJson
  if (flow.form.modelId) {
    await db.updateTable('baseVisualDev').set({ enableFlow: 1, flowId: flow.template.id, flowEnCode: flow.template.enCode, flowTemplateJson: json })
      .where('id', '=', flow.form.modelId).where('flowEnCode', '=', '').execute()
  }
  return outcome
}

export async function installFlows(db: Db, module: CatalogModule, now: number, log: (line: string) => void): Promise<ItemOutcome[]> {
  const out: ItemOutcome[] = []
  for (const flow of module.flows) out.push(await installFlow(db, module, flow, now, log))
  return out
}

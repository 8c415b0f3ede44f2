// The demo flows' definitions: the WorkFlowCategory dictionary, the flow forms, templates, versions and launch
// rights, and the flow binding of their low-code models. Added when missing on every start (like the demo models),
// so an older demo database gains them too.
import type { Db } from '../../database'
import { hazardFlow } from './hazard'
import { leaveFlow } from './leave'
import { paymentFlow } from './payment'
import { FLOW_CATEGORIES, type SeedFlow } from './types'

export const seedFlows: SeedFlow[] = [leaveFlow, hazardFlow, paymentFlow]

const CATEGORY_TYPE = { id: 'dt-WorkFlowCategory', enCode: 'WorkFlowCategory', fullName: '流程分类', isTree: 0, sortCode: 99 }

async function seedCategories(db: Db): Promise<void> {
  if (!(await db.selectFrom('baseDictionaryType').select('id').where('id', '=', CATEGORY_TYPE.id).executeTakeFirst())) {
    await db.insertInto('baseDictionaryType').values(CATEGORY_TYPE).execute()
  }
  for (const [i, [code, name]] of FLOW_CATEGORIES.entries()) {
    const id = `dd-WorkFlowCategory-${code}`
    if (await db.selectFrom('baseDictionaryData').select('id').where('id', '=', id).executeTakeFirst()) continue
    await db.insertInto('baseDictionaryData').values({ id, typeId: CATEGORY_TYPE.id, parentId: '0', enCode: code, fullName: name, enabledMark: 1, sortCode: i }).execute()
  }
}

/** launch rights of a version, one flow_visible row per start-node initiator ("<id>--<type>") */
export function visibleRows(flow: SeedFlow) {
  const props = (flow.version.tree.properties ?? {}) as { initiator?: string[] }
  return (props.initiator ?? []).map((entry, i) => {
    const [operatorId, operatorType = 'user'] = entry.split('--')
    return { id: `fv-${flow.version.id}-${i + 1}`, flowId: flow.version.id, operatorType, operatorId, type: '1', sortCode: i }
  })
}

export async function seedFlowDefinitions(db: Db, now: number): Promise<void> {
  await seedCategories(db)
  for (const flow of seedFlows) {
    const { tree, ...version } = flow.version
    if (!(await db.selectFrom('flowForm').select('id').where('id', '=', flow.form.id).executeTakeFirst())) {
      await db.insertInto('flowForm').values({ ...flow.form, creatorTime: now }).execute()
    }
    if (!(await db.selectFrom('flowTemplate').select('id').where('id', '=', flow.template.id).executeTakeFirst())) {
      await db.insertInto('flowTemplate').values({ ...flow.template, creatorTime: now, lastModifyTime: null }).execute()
    }
    if (!(await db.selectFrom('flowTemplateJson').select('id').where('id', '=', version.id).executeTakeFirst())) {
      await db.insertInto('flowTemplateJson').values({ ...version, flowTemplateJson: JSON.stringify(tree), creatorTime: now }).execute()
      const rows = visibleRows(flow)
      if (rows.length) await db.insertInto('flowVisible').values(rows).execute()
    }
    // a low-code form's model learns its flow: Config hands the app flowId / flowEnCode / flowTemplateJson
    if (flow.form.modelId) {
      await db.updateTable('baseVisualDev').set({ enableFlow: 1, flowId: flow.template.id, flowEnCode: flow.template.enCode, flowTemplateJson: JSON.stringify(tree) })
        .where('id', '=', flow.form.modelId).where('flowEnCode', '=', '').execute()
    }
  }
}

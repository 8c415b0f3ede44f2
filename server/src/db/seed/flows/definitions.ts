// The demo flows' definitions (leave, hazard, payment): the templates, versions and launch rights. They are installed
// by the catalogue modules (server/src/catalog: office, safety, engineering) on every start; the seed only launches
// their demo tasks.
import { hazardFlow } from './hazard'
import { leaveFlow } from './leave'
import { paymentFlow } from './payment'
import type { SeedFlow } from './types'

export const seedFlows: SeedFlow[] = [leaveFlow, hazardFlow, paymentFlow]

/** launch rights of a version, one flow_visible row per start-node initiator ("<id>--<type>") */
export function visibleRows(flow: SeedFlow) {
  const props = (flow.version.tree.properties ?? {}) as { initiator?: string[] }
  return (props.initiator ?? []).map((entry, i) => {
    const [operatorId, operatorType = 'user'] = entry.split('--')
    return { id: `fv-${flow.version.id}-${i + 1}`, flowId: flow.version.id, operatorType, operatorId, type: '1', sortCode: i }
  })
}

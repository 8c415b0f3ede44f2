// The states of a site patrol (现场巡检, models/site-inspection.ts): it is filled on the way while 巡检中, its problems
// registered as hazards stop by stop; whoever patrolled (a member named on it, whoever filed it) or a safety officer
// finishes it with a summary. Finishing registers any problem stop still unregistered (modules/safety/
// site-inspection.ts) and locks the patrol: what it found is followed up on the hazards.
import type { RecordStatesDef } from '../../modules/visualdev'
import { SITE_INSPECTION_MODEL_ID } from './models/site-inspection'

export const siteInspectionStates: RecordStatesDef = {
  model: SITE_INSPECTION_MODEL_ID,
  states: [
    { code: 'patrolling', name: '巡检中', colour: '#2979ff' },
    { code: 'finished', name: '已完成', colour: '#19be6b', final: true }
  ],
  initial: 'patrolling',
  transitions: [
    {
      code: 'finish', name: '完成巡检', from: ['patrolling'], to: 'finished',
      who: { roles: ['safetyOfficer'], creator: true, userFields: ['members'] },
      needs: { opinion: true, opinionLabel: '巡检小结' }
    }
  ]
}

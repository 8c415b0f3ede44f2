// The states of a safety inspection (安全检查, models/safety-check.ts): it is filled on site while 检查中, and the
// inspector (any named on it, whoever filed it, or a safety officer) finishes it; finishing registers each failed
// item as a hidden danger on the hazard loop (hazard-states.ts) and ends the inspection: what it found is then
// followed up on the hazards, not by editing the inspection.
import type { RecordStatesDef } from '../../modules/visualdev'
import { SAFETY_CHECK_MODEL_ID } from './models/safety-check'

export const checkStates: RecordStatesDef = {
  model: SAFETY_CHECK_MODEL_ID,
  states: [
    { code: 'checking', name: '检查中', colour: '#2979ff' },
    { code: 'finished', name: '已完成', colour: '#19be6b', final: true }
  ],
  initial: 'checking',
  transitions: [
    {
      code: 'finish', name: '完成检查', from: ['checking'], to: 'finished',
      who: { roles: ['safetyOfficer'], creator: true, userFields: ['inspectors'] },
      needs: { opinion: true, opinionLabel: '检查结论' }
    }
  ]
}

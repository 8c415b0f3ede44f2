// The states of a 专项排查 (models/special-inspection.ts), as a checklist inspection's (check-states.ts): it is filled
// on site while 排查中, and an inspector named on it, whoever filed it or a safety officer finishes it; finishing
// registers each 存在 row as a hidden danger on the hazard loop (hazard-states.ts) and ends the inspection.
import type { RecordStatesDef } from '../../modules/visualdev'
import { SPECIAL_INSPECTION_MODEL_ID } from './models/special-inspection'

export const specialInspectionStates: RecordStatesDef = {
  model: SPECIAL_INSPECTION_MODEL_ID,
  states: [
    { code: 'checking', name: '排查中', colour: '#2979ff' },
    { code: 'finished', name: '已完成', colour: '#19be6b', final: true }
  ],
  initial: 'checking',
  transitions: [
    {
      code: 'finish', name: '完成排查', from: ['checking'], to: 'finished',
      who: { roles: ['safetyOfficer'], creator: true, userFields: ['inspectors'] },
      needs: { opinion: true, opinionLabel: '排查结论' }
    }
  ]
}

// Rules of the hazard loop the state declaration cannot say (catalog/safety/hazard-states.ts): a 重大隐患 is
// rectified only once its approval flow (隐患整改审批, where the responsible unit draws up the plan, the supervisor
// checks it and the safety director approves it) has been approved. The move is refused, and nothing changes, before.
import { BadRequest } from '../../errors'
import { registerModelHooks, visualDevRepository } from '../visualdev'
import { HAZARD_MODEL_ID, MAJOR_LEVEL } from './hazard-model'

export const MAJOR_NEEDS_APPROVAL = '重大隐患须经隐患整改审批流程审批通过后才能接收整改'
const APPROVED = 2

let installed = false

/** registers the hazard register's hooks once per process (every app built in it shares the registry) */
export function registerHazardHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(HAZARD_MODEL_ID, {
    afterTransition: async ({ ctx, recordId, transition, data }) => {
      if (transition !== 'accept' || data.hazardLevel !== MAJOR_LEVEL) return
      const record = await visualDevRepository.findRecordById(ctx.db, recordId)
      if (Number(record?.flowState ?? -1) !== APPROVED) throw new BadRequest(MAJOR_NEEDS_APPROVAL)
    }
  })
}

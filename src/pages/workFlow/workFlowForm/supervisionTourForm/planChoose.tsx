import { useRequireSession } from '@/features/session'
import { PlanChooseScreen } from '@/features/engineering-supervision'

/** /pages/workFlow/workFlowForm/supervisionTourForm/planChoose (spec §2): the approved scheme a supervision tour follows */
export default function PlanChoosePage() {
  useRequireSession()
  return <PlanChooseScreen />
}

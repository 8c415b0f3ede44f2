import { useRequireSession } from '@/features/session'
import { ModelIndexScreen } from '@/engines/lowcode'
import { HAZARD_MODEL_ID, hazardExtensions } from '@/features/safety'

/**
 * /pages/apply/hiddenDangerLedger/index: 隐患台账, every hazard of the project (and section) in use: the figures, the
 * engine's 统计 (by level, category, section, state and month), filters by level, category and date, state chips,
 * and 导出.
 */
export default function HiddenDangerLedgerPage() {
  useRequireSession()
  return <ModelIndexScreen id={HAZARD_MODEL_ID} title='隐患台账' extensions={hazardExtensions} />
}

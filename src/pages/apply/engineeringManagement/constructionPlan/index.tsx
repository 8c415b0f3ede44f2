import { useRequireSession } from '@/features/session'
import { ModelIndexScreen } from '@/engines/lowcode'
import { CONSTRUCTION_PLAN_MODEL_ID, constructionPlanExtensions } from '@/features/engineering-supervision'

/**
 * /pages/apply/engineeringManagement/constructionPlan/index: 施工方案, the section's construction schemes (危大工程
 * 专项方案, 一般施工方案) with their approval state; 新增 files one through 施工方案审批.
 */
export default function ConstructionPlanPage() {
  useRequireSession()
  return <ModelIndexScreen id={CONSTRUCTION_PLAN_MODEL_ID} title='施工方案' extensions={constructionPlanExtensions} />
}

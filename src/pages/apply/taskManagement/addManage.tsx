import { useRequireSession } from '@/features/session'
import { ChecklistManage } from '@/features/tasks'

/** /pages/apply/taskManagement/addManage: 检查表维护, the checklists site checks are assigned from */
export default function AddManagePage() {
  useRequireSession()
  return <ChecklistManage />
}

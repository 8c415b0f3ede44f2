import { useRequireSession } from '@/features/session'
import { SiteCheckForm } from '@/features/tasks'

/** /pages/apply/addTask/addPage: assigning a site check from a checklist */
export default function AddSiteCheckPage() {
  useRequireSession()
  return <SiteCheckForm />
}

import { ContractDetailsScreen } from '@/features/progress'
import { useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/contractDetails/index: 合同段进度 of the project in use */
export default function ContractDetailsPage() {
  const project = useSessionStore((s) => s.project)
  return <ContractDetailsScreen projectId={project?.id ?? ''} projectName={project?.fullName} />
}

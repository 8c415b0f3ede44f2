import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { ManagerForm } from '@/features/attendance'

/** /pages/apply/managerInfo/form?id=: register a person of a section's management staff, or edit one */
export default function ManagerFormPage() {
  useRequireSession()
  const id = useRouter().params.id || undefined
  const contracts = useSessionStore((s) => s.contractList)
  return <ManagerForm id={id} contracts={contracts} />
}

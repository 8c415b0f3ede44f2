import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ProblemTreePicker } from '@/features/pitfalls'

/** /pages/apply/hazardInvestigat/treeSelect?pickerId=: the problem library's tree to pick a 专项排查's checklist from */
export default function TreeSelectPage() {
  useRequireSession()
  const { params } = useRouter()
  return <ProblemTreePicker pickerId={params.pickerId} />
}

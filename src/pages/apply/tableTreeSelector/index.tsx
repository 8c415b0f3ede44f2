import { useRouter } from '@tarojs/taro'
import { TableTreeScreen } from '@/engines/lowcode'

/** /pages/apply/tableTreeSelector/index?pickerId=: rows of a tree-shaped data interface */
export default function TableTreeSelectorPage() {
  const { params } = useRouter()
  return <TableTreeScreen pickerId={params.pickerId} />
}

import { useRouter } from '@tarojs/taro'
import { TableLinkageScreen } from '@/engines/lowcode'

/** /pages/apply/tableLinkage/index?pickerId=: rows to append to a child table (custom footer button) */
export default function TableLinkagePage() {
  const { params } = useRouter()
  return <TableLinkageScreen pickerId={params.pickerId} />
}

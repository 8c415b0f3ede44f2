import { useRouter } from '@tarojs/taro'
import { TableSelectScreen } from '@/engines/lowcode'

/** /pages/apply/tableSelect/index?pickerId=: popupTableSelect rows as a table */
export default function TableSelectPage() {
  const { params } = useRouter()
  return <TableSelectScreen pickerId={params.pickerId} />
}

import { useRouter } from '@tarojs/taro'
import { PopSelectScreen } from '@/engines/lowcode'

/** /pages/apply/popSelect/index?pickerId=: relationForm and popupSelect rows (request held by the picker bridge) */
export default function PopSelectPage() {
  const { params } = useRouter()
  return <PopSelectScreen pickerId={params.pickerId} />
}

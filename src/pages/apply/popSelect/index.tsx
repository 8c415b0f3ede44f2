import { useRouter } from '@tarojs/taro'
import { PopSelectScreen } from '@/features/lowcode'

/** /pages/apply/popSelect/index?pickerId=: relationForm and popupSelect rows (request held by the picker bridge) */
export default function PopSelectPage() {
  const { params } = useRouter()
  return <PopSelectScreen pickerId={params.pickerId} />
}

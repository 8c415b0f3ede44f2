// /choose-location (H5 only): lat/lng of the place to start from, if any.
import { useRouter } from '@tarojs/taro'
import { ChooseLocationScreen, positionFrom } from '@/features/place-map'

export default function ChooseLocationPage() {
  const { params } = useRouter()
  return <ChooseLocationScreen near={positionFrom(params.lat, params.lng)} />
}

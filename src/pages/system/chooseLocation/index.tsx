// /choose-location (H5 only): lat/lng of the place to start from, if any; without one and without a fix, the map
// opens on the current project's route.
import { useRouter } from '@tarojs/taro'
import { ChooseLocationScreen, positionFrom } from '@/features/place-map'
import { projectCentre } from '@/features/project-map'
import { storage } from '@/lib/storage'

export default function ChooseLocationPage() {
  const { params } = useRouter()
  return <ChooseLocationScreen near={positionFrom(params.lat, params.lng)} fallbackCentre={() => projectCentre(storage.get('project')?.id ?? '')} />
}

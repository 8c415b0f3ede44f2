// /open-location (H5 only): lat, lng, name and address of the place to show.
import { useRouter } from '@tarojs/taro'
import { OpenLocationScreen, positionFrom } from '@/features/place-map'

// the query comes encoded or already decoded depending on how the page was opened; a stray % must not break it
function text(v: unknown): string {
  if (typeof v !== 'string') return ''
  try { return decodeURIComponent(v) } catch { return v }
}

export default function OpenLocationPage() {
  const { params } = useRouter()
  const at = positionFrom(params.lat, params.lng)
  return <OpenLocationScreen place={at ? { ...at, name: text(params.name), address: text(params.address) } : undefined} />
}
